import { aliasedTable, and, eq, isNull, ne, notExists } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { users } from '../identity/index.js';

/**
 * Decision 330: the first approved member becomes the administrator. Call it with the transaction
 * that approves `userId`'s licence: when the office has no approved, not removed administrator
 * besides them, the member becomes `admin` whatever role they had. Answers whether it did.
 *
 * One conditional statement, no extra lock (the licence review holds the member's row): two
 * members of one office approved at the very same moment may both become administrators, which
 * leaves the office with two rather than none.
 */
export async function makeFirstAdmin(tx: Db, userId: number): Promise<boolean> {
  const colleague = aliasedTable(users, 'colleague');
  const promoted = await tx
    .update(users)
    .set({ officeRole: 'admin' })
    .where(
      and(
        eq(users.id, userId),
        eq(users.role, 'customer'),
        eq(users.licenseStatus, 'APPROVED'),
        isNull(users.removedFromOfficeAt),
        notExists(
          tx
            .select({ id: colleague.id })
            .from(colleague)
            .where(
              and(
                eq(colleague.officeId, users.officeId),
                ne(colleague.id, users.id),
                eq(colleague.role, 'customer'),
                eq(colleague.officeRole, 'admin'),
                eq(colleague.licenseStatus, 'APPROVED'),
                isNull(colleague.removedFromOfficeAt),
              ),
            ),
        ),
      ),
    )
    .returning({ id: users.id });
  return promoted.length > 0;
}
