import type {
  ReportFormat,
  ReportInterval,
  ReportPeriod,
  ReportTrigger,
  ReportType,
} from '@careshop/validation';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { locations } from '../counting/index.js';
import { companies, users } from '../identity/index.js';

/**
 * A scheduled report (SPEC 3 Report subscription): which report of which location goes to whom,
 * how often and over which window. `lastsent` is the end of the last period delivered; moving it
 * with a compare-and-set is what keeps two workers from sending the same period (decision 204).
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    recipient: text('recipient').notNull(),
    maxRowsInEmail: integer('max_rows_in_email').notNull(),
    interval: text('interval').$type<ReportInterval>().notNull(),
    period: text('period').$type<ReportPeriod>().notNull(),
    trigger: text('trigger').$type<ReportTrigger>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    lastsent: timestamp('lastsent', { withTimezone: true }),
    format: text('format').$type<ReportFormat>().notNull(),
    reportType: text('report_type').$type<ReportType>().notNull(),
    paused: boolean('paused').notNull().default(false),
    skipIfEmpty: boolean('skip_if_empty').notNull().default(false),
    /** The recipient's language: subject, body and the report's texts. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_subscriptions_company_idx').on(t.companyId),
    check('report_subscriptions_max_rows', sql`${t.maxRowsInEmail} >= 0`),
  ],
);
