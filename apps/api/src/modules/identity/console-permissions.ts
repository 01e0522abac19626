/**
 * The reporting console's permission table (SPEC 3 `userLevel`, ARCHITECTURE "Identity, roles and
 * permissions", docs/decisions/190-console-permission-table.md). This file is the one place that
 * says which console level may do what; the `'console'` access check of every console route asks
 * {@link mayConsole}, and the tests generate their rows from {@link consolePermissions}.
 *
 * What a level may do is further limited to its own company (see `companyScope` in `./session.ts`):
 * only level 5 sees every company.
 */

/** 0 Blocked, 1 Active, 2 Administrator, 3 Counts only, 4 Live counts, 5 Super administrator. */
export type ConsoleLevel = 0 | 1 | 2 | 3 | 4 | 5;

/** A signed-in reporting console user, as console handlers see them. */
export interface ConsoleUser {
  id: number;
  email: string;
  /** 1–5; a level-0 (blocked) user has no session. */
  level: ConsoleLevel;
  /** Their company; null only for a super administrator who belongs to none. */
  companyId: number | null;
  language: string;
}

/** A resolved console session: its row id and its user. */
export interface ConsoleSession {
  sessionId: number;
  user: ConsoleUser;
}

/** Every console level, lowest first. */
export const consoleLevels = [0, 1, 2, 3, 4, 5] as const satisfies readonly ConsoleLevel[];

/** Something a console route does; each console route declares exactly one. */
export type ConsoleAction =
  | 'self:read'
  | 'live:read'
  | 'counts:read'
  | 'selfcheck:read'
  | 'reports:read'
  | 'locations:read'
  | 'locations:write'
  | 'devices:read'
  | 'devices:write'
  | 'users:read'
  | 'users:write'
  | 'companies:read'
  | 'companies:write'
  | 'configs:read'
  | 'configs:write'
  | 'promos:read'
  | 'promos:write'
  | 'subscriptions:read'
  | 'subscriptions:write';

/** Every console action, in the order of the table's columns. */
export const consoleActions = [
  'self:read',
  'live:read',
  'counts:read',
  'selfcheck:read',
  'reports:read',
  'locations:read',
  'locations:write',
  'devices:read',
  'devices:write',
  'users:read',
  'users:write',
  'companies:read',
  'companies:write',
  'configs:read',
  'configs:write',
  'promos:read',
  'promos:write',
  'subscriptions:read',
  'subscriptions:write',
] as const satisfies readonly ConsoleAction[];

const active = [
  'self:read',
  'live:read',
  'counts:read',
  'selfcheck:read',
  'reports:read',
  'locations:read',
  'subscriptions:read',
] as const satisfies readonly ConsoleAction[];

/**
 * THE table: the actions each level may take. Levels nest: 4 ⊂ 3 ⊂ 1 ⊂ 2 ⊂ 5.
 *
 * | level | may |
 * | --- | --- |
 * | 0 Blocked | nothing (cannot log in) |
 * | 1 Active | its own account; live occupancy, count, self-check and other reports; locations; report subscriptions (read) |
 * | 2 Administrator | all of 1, plus managing its company's locations, devices, users, configs, promos and report subscriptions; reading its company |
 * | 3 Counts only | as 1 without self-check data |
 * | 4 Live counts | its own account and live occupancy only |
 * | 5 Super administrator | everything, in every company (companies:write only here) |
 */
export const consolePermissions: Record<ConsoleLevel, readonly ConsoleAction[]> = {
  0: [],
  1: active,
  2: [
    ...active,
    'locations:write',
    'devices:read',
    'devices:write',
    'users:read',
    'users:write',
    'companies:read',
    'configs:read',
    'configs:write',
    'promos:read',
    'promos:write',
    'subscriptions:write',
  ],
  3: [
    'self:read',
    'live:read',
    'counts:read',
    'reports:read',
    'locations:read',
    'subscriptions:read',
  ],
  4: ['self:read', 'live:read'],
  5: consoleActions,
};

/** True when a user of `level` may take `action` (within their company scope). */
export function mayConsole(level: ConsoleLevel, action: ConsoleAction): boolean {
  return consolePermissions[level].includes(action);
}

/** True when `value` is a console level (the database column is a plain smallint). */
export function isConsoleLevel(value: unknown): value is ConsoleLevel {
  return typeof value === 'number' && (consoleLevels as readonly number[]).includes(value);
}
