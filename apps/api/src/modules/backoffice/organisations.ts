import type {
  BackofficeOrganisation,
  BackofficeOrganisationUpdate,
  BackofficeShopConfig,
  BackofficeShopConfigUpdate,
  ShopHomeTitles,
} from '@careshop/validation';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { sanitizeHtml, sanitizeText } from '../../platform/http/sanitize.js';
import { organisations, shopConfigs } from '../identity/index.js';
import { changedFields, recordAudit } from './audit.js';
import { inStaffScope, type StaffScope, staffMaySee } from './scope.js';

type OrganisationRow = typeof organisations.$inferSelect;
type ShopConfigRow = typeof shopConfigs.$inferSelect;

function organisationOut(
  row: OrganisationRow,
  shops: readonly ShopConfigRow[],
): BackofficeOrganisation {
  return {
    id: row.id,
    name: row.name,
    max_order_count_year: row.maxOrderCountYear,
    max_order_amount: row.maxOrderAmountCents,
    shop_configs: shops
      .filter((shop) => shop.organisationId === row.id)
      .sort((a, b) => a.id - b.id)
      .map((shop) => ({
        id: shop.id,
        hostname: shop.hostname,
        currency: shop.currency,
        locales: shop.locales,
      })),
  };
}

/** The organisations of the scope (one, or all for a super administrator), by id. */
export async function listOrganisations(
  db: Db,
  scope: StaffScope,
): Promise<BackofficeOrganisation[]> {
  const rows = await db
    .select()
    .from(organisations)
    .where(inStaffScope(scope, organisations.id))
    .orderBy(asc(organisations.id));
  if (rows.length === 0) return [];
  const shops = await db
    .select()
    .from(shopConfigs)
    .where(
      inArray(
        shopConfigs.organisationId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => organisationOut(row, shops));
}

/**
 * Sets an organisation's yearly order count and cart value cap and, when sent, the currency and
 * locales of every one of its shop configs: one transaction, one audit entry for the
 * organisation (the shop configs' changes are in it, under `shop_configs`).
 */
export async function updateOrganisation(
  db: Db,
  scope: StaffScope,
  actorUserId: number,
  id: number,
  body: BackofficeOrganisationUpdate,
): Promise<BackofficeOrganisation> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.id, id))
      .for('update');
    if (!locked || !staffMaySee(scope, locked.id)) {
      throw new NotFoundError('No organisation with this id');
    }
    const shopsBefore = await tx
      .select()
      .from(shopConfigs)
      .where(eq(shopConfigs.organisationId, id));
    const before = organisationOut(locked, shopsBefore);
    const [row] = await tx
      .update(organisations)
      .set({
        maxOrderCountYear: body.max_order_count_year,
        maxOrderAmountCents: body.max_order_amount,
      })
      .where(eq(organisations.id, id))
      .returning();
    if (!row) throw new NotFoundError('No organisation with this id');
    let shopsAfter = shopsBefore;
    if (body.currency !== undefined || body.locales !== undefined) {
      shopsAfter = await tx
        .update(shopConfigs)
        .set({
          ...(body.currency !== undefined ? { currency: body.currency } : {}),
          ...(body.locales !== undefined ? { locales: body.locales } : {}),
        })
        .where(eq(shopConfigs.organisationId, id))
        .returning();
    }
    const after = organisationOut(row, shopsAfter);
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        actorUserId,
        organisationId: id,
        entity: 'organisation',
        entityId: id,
        action: 'update',
        ...diff,
      });
    }
    return after;
  });
}

function shopConfigOut(row: ShopConfigRow, organisation: OrganisationRow): BackofficeShopConfig {
  return {
    id: row.id,
    hostname: row.hostname,
    organisation_id: row.organisationId,
    title: row.title,
    home_titles: row.homeTitles,
    currency: row.currency,
    locales: row.locales,
    environment: row.environment,
    is_default: row.isDefault,
    maintenance_mode: row.maintenanceMode,
    maintenance_title: sanitizeText(organisation.maintenanceTitle),
    maintenance_message: sanitizeHtml(organisation.maintenanceMessage),
  };
}

/**
 * The home titles as stored (decision 276): only the languages that have one, each sanitised
 * like every text staff type (decision 148), in the supported languages' order.
 */
function homeTitlesToStore(titles: ShopHomeTitles): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [language, title] of Object.entries(titles)) {
    const text = sanitizeText(title ?? null);
    if (text) stored[language] = text;
  }
  return stored;
}

/** The shop configs of the scope, by id. */
export async function listShopConfigs(db: Db, scope: StaffScope): Promise<BackofficeShopConfig[]> {
  const rows = await db
    .select({ shop: shopConfigs, organisation: organisations })
    .from(shopConfigs)
    .innerJoin(organisations, eq(organisations.id, shopConfigs.organisationId))
    .where(inStaffScope(scope, shopConfigs.organisationId))
    .orderBy(asc(shopConfigs.id));
  return rows.map((row) => shopConfigOut(row.shop, row.organisation));
}

/**
 * Changes a shop config: its title, locales and maintenance switch, and the maintenance title and
 * message of its organisation (what its maintenance page shows, SPEC 2), both sanitised before they
 * are stored (decision 148). One transaction with its audit entry.
 */
export async function updateShopConfig(
  db: Db,
  scope: StaffScope,
  actorUserId: number,
  id: number,
  body: BackofficeShopConfigUpdate,
): Promise<BackofficeShopConfig> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ shop: shopConfigs })
      .from(shopConfigs)
      .where(eq(shopConfigs.id, id))
      .for('update');
    if (!found || !staffMaySee(scope, found.shop.organisationId)) {
      throw new NotFoundError('No shop config with this id');
    }
    // Lock order: the organisation after its shop config (the only writer of both).
    const [organisation] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.id, found.shop.organisationId))
      .for('update');
    if (!organisation) throw new NotFoundError('No shop config with this id');
    const before = shopConfigOut(found.shop, organisation);

    const shopValues: Partial<typeof shopConfigs.$inferInsert> = {};
    if (body.title !== undefined) shopValues.title = body.title;
    if (body.home_titles !== undefined) shopValues.homeTitles = homeTitlesToStore(body.home_titles);
    if (body.locales !== undefined) shopValues.locales = body.locales;
    if (body.maintenance_mode !== undefined) shopValues.maintenanceMode = body.maintenance_mode;
    const [shop] =
      Object.keys(shopValues).length > 0
        ? await tx.update(shopConfigs).set(shopValues).where(eq(shopConfigs.id, id)).returning()
        : [found.shop];
    const orgValues: Partial<typeof organisations.$inferInsert> = {};
    if (body.maintenance_title !== undefined) {
      orgValues.maintenanceTitle = sanitizeText(body.maintenance_title ?? null);
    }
    if (body.maintenance_message !== undefined) {
      orgValues.maintenanceMessage = body.maintenance_message?.trim()
        ? sanitizeHtml(body.maintenance_message)
        : null;
    }
    const [org] =
      Object.keys(orgValues).length > 0
        ? await tx
            .update(organisations)
            .set(orgValues)
            .where(eq(organisations.id, organisation.id))
            .returning()
        : [organisation];
    if (!shop || !org) throw new NotFoundError('No shop config with this id');
    const after = shopConfigOut(shop, org);
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        actorUserId,
        organisationId: shop.organisationId,
        entity: 'shop_config',
        entityId: id,
        action: 'update',
        ...diff,
      });
    }
    return after;
  });
}
