import type { ConsoleUser as ConsoleUserView } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { companies, users } from './schema.js';

type UserRow = typeof users.$inferSelect;

/** A console user as the console API answers it. */
export function consoleUserView(user: UserRow, companyName: string | null): ConsoleUserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    console_level: user.consoleLevel ?? 0,
    company_id: user.companyId,
    company_name: companyName,
  };
}

/** Loads one console user with their company's name (404 when it is not a console user). */
export async function loadConsoleUserView(db: Db, userId: number): Promise<ConsoleUserView> {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.user.role !== 'console') throw new NotFoundError('User not found');
  return consoleUserView(row.user, row.companyName);
}

/**
 * The login answer of a console user (decision 191): the shop's required login fields with values
 * that keep the shop apps out (`is_sales: false`, no cart: `max_order_amount: 0`), plus the
 * console's (`console_level`, `company_id`, and SPEC 3's `userLevel`).
 */
export async function consoleLoginView(db: Db, userId: number) {
  const view = await loadConsoleUserView(db, userId);
  return {
    ...view,
    is_valid: true,
    is_sales: false,
    is_staff: false,
    is_console: true,
    max_order_amount: 0,
    userLevel: view.console_level,
    Name: `${view.firstName} ${view.lastName}`.trim() || view.email,
  };
}

/** Where the console's set-password screen lives; it calls `POST /api/auth/reset` with the token. */
export function consoleResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/console/reset-password?token=${encodeURIComponent(token)}`;
}
