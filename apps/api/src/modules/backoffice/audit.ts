import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { auditLog, users } from '../identity/index.js';
import type { StaffScope } from './scope.js';
import { inStaffScope } from './scope.js';

// Writing a record is identity's (office administrators' changes are audited too, decision 330).
export { type AuditEntry, changedFields, recordAudit } from '../identity/index.js';

/** The audit log visible in a scope, newest first, paged by id (`before` = last id seen). */
export async function listAudit(
  db: Db,
  scope: StaffScope,
  options: { entity?: string; entityId?: string; beforeId?: number; limit: number },
) {
  const conditions: SQL[] = [];
  const scoped = inStaffScope(scope, auditLog.organisationId);
  if (scoped) conditions.push(scoped);
  if (options.entity) conditions.push(eq(auditLog.entity, options.entity));
  if (options.entityId) conditions.push(eq(auditLog.entityId, options.entityId));
  if (options.beforeId) conditions.push(lt(auditLog.id, options.beforeId));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: users.email,
      organisationId: auditLog.organisationId,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
