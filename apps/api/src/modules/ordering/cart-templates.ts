import {
  CART_TEMPLATE_MAX,
  CART_TEMPLATE_NAME_TAKEN_KEY,
  type CartTemplate,
  type CartTemplateCreate,
  type CartTemplateList,
  type CartTemplateSummary,
} from '@careshop/validation';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sqlState } from '../../platform/db/database-errors.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../../platform/http/errors.js';
import { offices, users } from '../identity/index.js';
import { cartTemplates } from './schema.js';

// An office's saved carts (issue 15, decision 250). Every call is scoped to one office: a saved
// cart of another office is "not found", whoever asks.

type TemplateRow = typeof cartTemplates.$inferSelect;
type Executor = Pick<Db, 'select'>;
type Author = { firstName: string; lastName: string; email: string };

const notFound = () => new NotFoundError('Saved cart not found');

const nameTaken = () =>
  new ConflictError(
    'cart_template_name_taken',
    'The office already has a saved cart with this name',
    undefined,
    { name: { key: CART_TEMPLATE_NAME_TAKEN_KEY } },
  );

/** The stored form of a name: trimmed by the schema, composed (NFC) so equal names compare equal. */
const storedName = (name: string) => name.trim().normalize('NFC');

/** Who saved it, as the list shows it: the account's name, else its e-mail address. */
function savedBy(user: Author): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

const withAuthor = {
  template: cartTemplates,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

function summaryOf(row: TemplateRow, author: Author): CartTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    line_count: row.lines.length,
    saved_by: savedBy(author),
    saved_at: row.updatedAt.toISOString(),
  };
}

function templateOf(row: TemplateRow, author: Author): CartTemplate {
  return {
    ...summaryOf(row, author),
    lines: row.lines.map((line) => ({ id: line.id, quantity: line.quantity })),
  };
}

/** Throws 409 `cart_template_name_taken` when another saved cart of the office has this name. */
async function assertNameFree(tx: Executor, officeId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: cartTemplates.id })
    .from(cartTemplates)
    .where(
      and(
        eq(cartTemplates.officeId, officeId),
        sql`lower(${cartTemplates.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(cartTemplates.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw nameTaken();
}

/** The unique index is the last word on names: its violation is the same 409 as the check's. */
function nameClash(error: unknown): never {
  if (sqlState(error) === '23505') throw nameTaken();
  throw error;
}

/** Locks the office row first (the first lock of an order too, decision 161). */
async function lockOffice(tx: Executor, officeId: number) {
  await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId)).for('update');
}

/** The office's saved carts, the latest saved first. */
export async function listCartTemplates(db: Db, officeId: number): Promise<CartTemplateList> {
  const rows = await db
    .select(withAuthor)
    .from(cartTemplates)
    .innerJoin(users, eq(users.id, cartTemplates.createdByUserId))
    .where(eq(cartTemplates.officeId, officeId))
    .orderBy(desc(cartTemplates.updatedAt), desc(cartTemplates.id));
  return {
    items: rows.map((row) => summaryOf(row.template, row)),
    max: CART_TEMPLATE_MAX,
  };
}

/** One saved cart of the office with its lines; another office's is 404. */
export async function getCartTemplate(db: Db, officeId: number, id: number): Promise<CartTemplate> {
  const [row] = await db
    .select(withAuthor)
    .from(cartTemplates)
    .innerJoin(users, eq(users.id, cartTemplates.createdByUserId))
    .where(and(eq(cartTemplates.id, id), eq(cartTemplates.officeId, officeId)))
    .limit(1);
  if (!row) throw notFound();
  return templateOf(row.template, row);
}

/**
 * Saves a cart under a name new to the office (409 otherwise). The office row is locked first, so
 * two saves at once can neither take the same name nor pass {@link CART_TEMPLATE_MAX}.
 */
export async function createCartTemplate(
  db: Db,
  input: { officeId: number; userId: number; body: CartTemplateCreate; now: Date },
): Promise<CartTemplate> {
  const name = storedName(input.body.name);
  const row = await db
    .transaction(async (tx) => {
      await lockOffice(tx, input.officeId);
      const [held] = await tx
        .select({ n: count() })
        .from(cartTemplates)
        .where(eq(cartTemplates.officeId, input.officeId));
      if ((held?.n ?? 0) >= CART_TEMPLATE_MAX) {
        throw new RuleViolationError(
          'cart_template_limit',
          `An office keeps at most ${CART_TEMPLATE_MAX} saved carts; remove one first`,
          { max: CART_TEMPLATE_MAX },
        );
      }
      await assertNameFree(tx, input.officeId, name);
      const [created] = await tx
        .insert(cartTemplates)
        .values({
          officeId: input.officeId,
          name,
          lines: input.body.lines.map((line) => ({ id: line.id, quantity: line.quantity })),
          createdByUserId: input.userId,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!created) throw new Error('saved cart not created');
      return created;
    })
    .catch(nameClash);
  return getCartTemplate(db, input.officeId, row.id);
}

/** Renames one saved cart of the office (409 when the name is another one's); 404 when not its. */
export async function renameCartTemplate(
  db: Db,
  input: { officeId: number; id: number; name: string },
): Promise<CartTemplate> {
  const name = storedName(input.name);
  await db
    .transaction(async (tx) => {
      await lockOffice(tx, input.officeId);
      const [own] = await tx
        .select({ id: cartTemplates.id })
        .from(cartTemplates)
        .where(and(eq(cartTemplates.id, input.id), eq(cartTemplates.officeId, input.officeId)));
      if (!own) throw notFound();
      await assertNameFree(tx, input.officeId, name, input.id);
      await tx.update(cartTemplates).set({ name }).where(eq(cartTemplates.id, input.id));
    })
    .catch(nameClash);
  return getCartTemplate(db, input.officeId, input.id);
}

/** Removes one saved cart of the office; another office's is 404. */
export async function removeCartTemplate(db: Db, officeId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(cartTemplates)
    .where(and(eq(cartTemplates.id, id), eq(cartTemplates.officeId, officeId)))
    .returning({ id: cartTemplates.id });
  if (!row) throw notFound();
}
