import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { locations } from '../counting/index.js';
import { companies } from '../identity/index.js';

/** A console configuration (SPEC 3 Config: is_active), e.g. a kiosk or entrance-screen setup. */
export const consoleConfigs = pgTable(
  'console_configs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('console_configs_company_idx').on(t.companyId)],
);
/** A promo shown on a location's entrance screen or kiosk. */
export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    locationId: integer('location_id').references(() => locations.id),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promos_company_idx').on(t.companyId)],
);
