import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { zoomOrders } from './schema.js';
import { zoomOrderView } from './zoom-order-view.js';

/** One page of an office's Zoom! Delivered orders, newest first, with the office's total. */
export async function listZoomOrders(db: Db, officeId: number, page: number, rowsPerPage: number) {
  const [total] = await db
    .select({ n: count() })
    .from(zoomOrders)
    .where(eq(zoomOrders.officeId, officeId));
  const n = total?.n ?? 0;
  // Past the last page: no query, so a huge page number cannot overflow the SQL offset.
  if ((page - 1) * rowsPerPage >= n)
    return { items: [], page, rows_per_page: rowsPerPage, total: n };
  const rows = await db
    .select()
    .from(zoomOrders)
    .where(eq(zoomOrders.officeId, officeId))
    .orderBy(desc(zoomOrders.id))
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  return { items: rows.map(zoomOrderView), page, rows_per_page: rowsPerPage, total: n };
}
