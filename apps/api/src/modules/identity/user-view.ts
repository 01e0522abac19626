import { type Language, languages, registrationAddressLines } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../platform/http/errors.js';
import { sanitizeHtml, sanitizeText } from '../../platform/http/sanitize.js';
import type { IdentityContext, IdentityDeps } from './deps.js';
import { offices, organisations, users } from './schema.js';

/** The organisation as the apps read it (SPEC 3 Organisation). */
export async function organisationView(ctx: IdentityContext, organisationId: number) {
  const [org] = await ctx.db
    .select()
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  if (!org) throw new NotFoundError('Organisation not found');
  return {
    id: org.id,
    max_order_count_year: org.maxOrderCountYear,
    maintenance_mode: org.maintenanceMode,
    maintenance_title: sanitizeText(org.maintenanceTitle),
    maintenance_message: sanitizeHtml(org.maintenanceMessage),
    terms_of_use: org.termsOfUse,
    privacy_notice: org.privacyNotice,
    academy: org.academy,
  };
}

/** The office fields an account may see: the office's own, or what the account typed. */
export interface VisibleCompany {
  companyName: string;
  address: string;
  addressXtra: string;
  city: string;
  postalcode: string;
  country: string;
}

function profileText(profile: Record<string, unknown>, key: string): string {
  const value = profile[key];
  return typeof value === 'string' ? value : '';
}

/**
 * What an account sees of its office (decision 140). Once its licence is approved: the office's
 * fields. Before: only what the account itself typed when it registered, so registering with
 * somebody else's customer number reveals nothing of that office (not even its name or address).
 */
export function visibleCompany(
  user: Pick<typeof users.$inferSelect, 'licenseStatus' | 'profile'>,
  office: typeof offices.$inferSelect,
): VisibleCompany {
  if (user.licenseStatus === 'APPROVED') return office;
  const { profile } = user;
  const lines = registrationAddressLines({
    street_name: profileText(profile, 'street_name'),
    house_number: profileText(profile, 'house_number'),
    address: profileText(profile, 'address'),
  });
  return {
    companyName: profileText(profile, 'company_name'),
    address: lines.address,
    addressXtra: lines.address_xtra,
    city: profileText(profile, 'city'),
    postalcode: profileText(profile, 'postalcode'),
    country: profileText(profile, 'country'),
  };
}

/**
 * The current user with company fields (SPEC 3 User / company, SPEC 7 `GET /user/me`), also the
 * body of the login answer. `orders` lists the office's orders with their creation time so the
 * apps can show the yearly-limit banner (cancelled orders left out: they count no more, decision
 * 220); an account awaiting approval sees none of them, nor the office's fields (decision 140).
 */
export async function loadUserView(ctx: IdentityDeps, userId: number) {
  const [row] = await ctx.db
    .select({ user: users, office: offices })
    .from(users)
    .innerJoin(offices, eq(offices.id, users.officeId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new NotFoundError('User not found');
  const { user, office } = row;
  const approved = user.licenseStatus === 'APPROVED';
  const company = visibleCompany(user, office);
  const organisation = await organisationView(ctx, office.organisationId);
  const [org] = await ctx.db
    .select({ cap: organisations.maxOrderAmountCents })
    .from(organisations)
    .where(eq(organisations.id, office.organisationId));
  const officeOrders = approved ? await ctx.recentOfficeOrders(ctx.db, office.id) : [];
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    is_valid: true,
    is_sales: user.role === 'sales',
    is_staff: user.role === 'staff',
    max_order_amount: org?.cap ?? -1,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: asLanguage(user.language),
    Name: name || company.companyName,
    // The number the account registered with: its own input, so showing it reveals nothing.
    cust_no: office.custNo,
    company_name: company.companyName,
    address: company.address,
    address_xtra: company.addressXtra,
    city: company.city,
    postalcode: company.postalcode,
    country: company.country,
    license_number: user.licenseNumber,
    license_valid: user.licenseStatus,
    organisation,
    orders: officeOrders.map((order) => ({ id: order.id, created: order.createdAt.toISOString() })),
    // Decision 330: what the shop shows and hides (a viewer has no cart; an administrator sees
    // the colleagues); the server checks the same role on every office call.
    office_role:
      user.role !== 'customer'
        ? null
        : user.removedFromOfficeAt
          ? ('removed' as const)
          : (user.officeRole ?? 'buyer'),
  };
}

function asLanguage(value: string): Language | null {
  return (languages as readonly string[]).includes(value) ? (value as Language) : null;
}
