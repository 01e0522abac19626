import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  maxOrderCountYear: integer('max_order_count_year').notNull(),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  maintenanceTitle: text('maintenance_title'),
  maintenanceMessage: text('maintenance_message'),
  termsOfUse: text('terms_of_use'),
  privacyNotice: text('privacy_notice'),
  academy: text('academy'),
  /** Cart value cap in cents for offices of this organisation; -1 means none (SPEC 3 Cart). */
  maxOrderAmountCents: integer('max_order_amount_cents').notNull().default(-1),
});
export const shopConfigs = pgTable('shop_configs', {
  id: serial('id').primaryKey(),
  hostname: text('hostname').notNull().unique(),
  title: text('title').notNull(),
  currency: text('currency').notNull(),
  locales: jsonb('locales').$type<string[]>().notNull(),
  environment: text('environment').notNull(),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  /**
   * The customer-facing title of the shop's home page by language (decision 276); a language
   * without one shows the brand's name. `title` stays the internal name staff know the shop by.
   */
  homeTitles: jsonb('home_titles').$type<Record<string, string>>().notNull().default({}),
  isDefault: boolean('is_default').notNull().default(false),
  organisationId: integer('organisation_id')
    .notNull()
    .references(() => organisations.id),
});
/** A customer office (company) identified by its customer number. */
export const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  organisationId: integer('organisation_id')
    .notNull()
    .references(() => organisations.id),
  custNo: text('cust_no').notNull().unique(),
  companyName: text('company_name').notNull(),
  address: text('address').notNull().default(''),
  addressXtra: text('address_xtra').notNull().default(''),
  city: text('city').notNull().default(''),
  postalcode: text('postalcode').notNull().default(''),
  country: text('country').notNull().default(''),
});
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** customer, sales (rep), staff (back office) or console (reporting console user). */
    role: text('role')
      .$type<'customer' | 'sales' | 'staff' | 'console'>()
      .notNull()
      .default('customer'),
    /** The customer office; every shop account has one, a console user none. */
    officeId: integer('office_id').references(() => offices.id),
    /** Console users: level 0 blocked … 5 super administrator (SPEC 6). */
    consoleLevel: smallint('console_level'),
    /** Console users: their company; null for a super administrator (all companies). */
    companyId: integer('company_id').references(() => companies.id),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    language: text('language').notNull().default('fr'),
    licenseNumber: text('license_number').notNull().default(''),
    /** PENDING, APPROVED or REJECTED; SPEC reads approval as "license_valid contains APPROVED". */
    licenseStatus: text('license_status')
      .$type<'PENDING' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING'),
    /** Why staff rejected the licence (told to the customer); cleared on approval (decision 220). */
    licenseRejectionReason: text('license_rejection_reason'),
    /** Staff only: a super administrator of the back office sees every organisation (issue 14). */
    superAdmin: boolean('super_admin').notNull().default(false),
    /**
     * The member's role in their office (issue 29, decision 330): admin, approver, buyer or
     * viewer; null for reps, staff and console users.
     */
    officeRole: text('office_role').$type<'admin' | 'approver' | 'buyer' | 'viewer'>(),
    /** When an office administrator or staff removed the member; their orders stay. */
    removedFromOfficeAt: timestamp('removed_from_office_at', { withTimezone: true }),
    /** The rest of the registration form, kept as sent. */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'users_office_role',
      sql`${t.officeRole} IS NULL OR (${t.role} = 'customer' AND ${t.officeRole} IN ('admin', 'approver', 'buyer', 'viewer'))`,
    ),
    index('users_office_idx').on(t.officeId),
    check(
      'users_account_kind',
      sql`(${t.role} = 'console' AND ${t.officeId} IS NULL AND ${t.consoleLevel} BETWEEN 0 AND 5 AND (${t.companyId} IS NOT NULL OR ${t.consoleLevel} = 5)) OR (${t.role} <> 'console' AND ${t.officeId} IS NOT NULL AND ${t.consoleLevel} IS NULL AND ${t.companyId} IS NULL)`,
    ),
  ],
);
/**
 * A member's spending limit (issue 29, decision 330): no row, or a null amount, means none. The
 * period is a calendar month, quarter or year (UTC).
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    limitCents: integer('limit_cents'),
    period: text('period').$type<'month' | 'quarter' | 'year'>().notNull().default('month'),
    approvalThresholdCents: integer('approval_threshold_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_limits_period', sql`${t.period} IN ('month', 'quarter', 'year')`),
    check(
      'member_limits_amounts',
      sql`coalesce(${t.limitCents}, 0) >= 0 AND coalesce(${t.approvalThresholdCents}, 0) >= 0`,
    ),
  ],
);
/**
 * An office administrator's invitation of a colleague (issue 29): the link's token is stored
 * hashed; used once, to register with the role it names.
 */
export const officeInvitations = pgTable(
  'office_invitations',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    email: text('email').notNull(),
    role: text('role').$type<'admin' | 'approver' | 'buyer' | 'viewer'>().notNull(),
    language: text('language').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('office_invitations_office_idx').on(t.officeId)],
);
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Office a sales rep chose with set_order_on_behalf. */
    onBehalfOfficeId: integer('on_behalf_office_id').references(() => offices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
/** A facility customer of the console: a library network, a medical centre, a store chain. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
/**
 * Every change staff make in the back office (issue 14, decision 218) and every change to an
 * office's members, roles, limits and approval requests (issue 29, decision 330): who, when, which
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
