import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { offices, users } from '../db/schema.js';

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
