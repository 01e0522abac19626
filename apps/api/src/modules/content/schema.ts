import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/index.js';

/** A registration for a webinar page of the content service (SPEC 2 /webinar, /webinar-confirmed). */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: serial('id').primaryKey(),
    webinarUid: text('webinar_uid').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profession: text('profession'),
    language: text('language').notNull(),
    /** The logged-in user who registered, if any (anonymous visitors may register too). */
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webinar_registrations_uid_email_idx').on(t.webinarUid, t.email)],
);
