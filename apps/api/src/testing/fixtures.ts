import { eq } from 'drizzle-orm';
import { memberLimits, offices, users } from '../modules/identity/index.js';
import { cartTemplates, officeAddresses } from '../modules/ordering/index.js';
import type { Db } from '../platform/db/database.js';

/** A valid Zoom! Delivered order body (SPEC 5: every consent ticked). */
export const zoomBody = {
  products: [{ id: 'BF-002', quantity: 1 }],
  first_name: 'Lea',
  last_name: 'Patient',
  zip: '69003',
  street: 'Rue des Lilas',
  number: '12',
  city: 'Lyon',
  state: 'Rhône',
  scanner_type: 'Scanner X',
  patient_scan_id: 'SCAN-42',
  email: 'lea@example.test',
  phone: '+33 1 23 45 67 89',
  informed_consent_practice: true,
  informed_consent_patient: true,
  net_terms: true,
  terms: true,
  confirm_correct: true,
};

/**
 * Adds an account with the demo password to the office with this customer number (a staff member
 * of another organisation, a second customer of an office…), copying an existing demo account's
 * password hash so no hashing slows the test.
 */
export async function addAccount(
  db: Db,
  account: {
    email: string;
    custNo: string;
    role?: 'customer' | 'sales' | 'staff';
    licenseStatus?: 'PENDING' | 'APPROVED' | 'REJECTED';
  },
): Promise<number> {
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'customer@demo.test'));
  const [office] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.custNo, account.custNo));
  if (!demo || !office) throw new Error('addAccount: demo account or office missing');
  const [row] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash: demo.hash,
      officeId: office.id,
      role: account.role ?? 'customer',
      licenseStatus: account.licenseStatus ?? 'APPROVED',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('addAccount: not inserted');
  return row.id;
}

/** A valid address of an office's book with every field (decision 246). */
export const officeAddressBody = {
  company_name: 'Cabinet Dupont — annexe',
  street_name: 'Rue Garibaldi',
  house_number: '40',
  address: 'Bâtiment C',
  postalcode: '69006',
  city: 'Lyon',
  country: 'FR',
};

/**
 * Writes `count` addresses straight into the book of the office with this customer number, as
 * added by the account with this e-mail (no API call: a probe's or a full book's set-up).
 */
export async function addOfficeAddresses(
  db: Db,
  owner: { custNo: string; email: string },
  now: Date,
  count = 1,
): Promise<number[]> {
  const [office] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.custNo, owner.custNo));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
  if (!office || !user) throw new Error('addOfficeAddresses: office or account missing');
  const rows = await db
    .insert(officeAddresses)
    .values(
      Array.from({ length: count }, (_, index) => ({
        officeId: office.id,
        companyName: `Site ${index + 1}`,
        streetName: officeAddressBody.street_name,
        postalcode: officeAddressBody.postalcode,
        city: officeAddressBody.city,
        country: officeAddressBody.country,
        createdByUserId: user.id,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: officeAddresses.id });
  return rows.map((row) => row.id);
}

/**
 * Writes a saved cart straight into the office with this customer number, as saved by the account
 * with this e-mail (no API call: a probe's set-up, decision 250). Answers its id.
 */
export async function addCartTemplate(
  db: Db,
  owner: { custNo: string; email: string },
  now: Date,
  name: string,
  lines: { id: string; quantity: number }[] = [{ id: 'BF-002', quantity: 1 }],
): Promise<number> {
  const [office] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.custNo, owner.custNo));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
  if (!office || !user) throw new Error('addCartTemplate: office or account missing');
  const [row] = await db
    .insert(cartTemplates)
    .values({
      officeId: office.id,
      name,
      lines,
      createdByUserId: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: cartTemplates.id });
  if (!row) throw new Error('addCartTemplate: not inserted');
  return row.id;
}

/**
 * Adds a member with an office role (issue 29, decision 330) to the office with this customer
 * number, with their language and, when given, their spending limit row.
 */
export async function addOfficeMember(
  db: Db,
  member: {
    email: string;
    custNo: string;
    officeRole: 'admin' | 'approver' | 'buyer' | 'viewer';
    language?: string;
    licenseStatus?: 'PENDING' | 'APPROVED' | 'REJECTED';
    removed?: boolean;
    limit?: {
      limitCents: number | null;
      period?: 'month' | 'quarter' | 'year';
      approvalThresholdCents: number | null;
    };
  },
): Promise<number> {
  const id = await addAccount(db, {
    email: member.email,
    custNo: member.custNo,
    ...(member.licenseStatus ? { licenseStatus: member.licenseStatus } : {}),
  });
  await db
    .update(users)
    .set({
      officeRole: member.officeRole,
      language: member.language ?? 'en',
      firstName: member.email.split('@')[0] ?? '',
      lastName: 'Member',
      removedFromOfficeAt: member.removed ? new Date('2026-01-01T00:00:00Z') : null,
    })
    .where(eq(users.id, id));
  if (member.limit) {
    await db.insert(memberLimits).values({
      userId: id,
      limitCents: member.limit.limitCents,
      period: member.limit.period ?? 'month',
      approvalThresholdCents: member.limit.approvalThresholdCents,
    });
  }
  return id;
}
