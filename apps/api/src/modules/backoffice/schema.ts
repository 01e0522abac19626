import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations, users } from '../identity/index.js';

/**
 * Every change a staff member makes in the back office (issue 14, decision 218): who, when, which
 * row, and the row's fields before and after. Written in the same transaction as the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** The organisation the changed row belongs to; null for rows of no organisation. */
    organisationId: integer('organisation_id').references(() => organisations.id),
    /** e.g. product, coupon, order, organisation, shop_config, account. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** e.g. create, update, delete, approve, reject, cancel, status. */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_org_at_idx').on(t.organisationId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
