import type { CareshopServer } from '../server.js';
import { consoleLogin, createConsoleCompany, createConsoleUser } from './console-fixtures.js';
import type { TestApi } from './harness.js';

/** Two companies and console users of every level that matters to the CRUD and live routes. */
export interface ConsoleScope {
  companyA: number;
  companyB: number;
  /** Bearer header values. */
  auth: {
    adminA: string;
    adminB: string;
    superAdmin: string;
    activeA: string;
    countsA: string;
    liveA: string;
  };
}

function bearer(token: string): string {
  return token.startsWith('Bearer ') ? token : `Bearer ${token}`;
}

let counter = 0;

/** Creates the companies and users (unique e-mails, so a test file may call it twice). */
export async function setUpConsoleScope(api: TestApi): Promise<ConsoleScope> {
  const db = api.database.db;
  const tag = `${Date.now().toString(36)}${++counter}`;
  const companyA = await createConsoleCompany(db, { name: `Library A ${tag}` });
  const companyB = await createConsoleCompany(db, { name: `Clinic B ${tag}` });
  const users = {
    adminA: { level: 2, companyId: companyA },
    adminB: { level: 2, companyId: companyB },
    superAdmin: { level: 5, companyId: null },
    activeA: { level: 1, companyId: companyA },
    countsA: { level: 3, companyId: companyA },
    liveA: { level: 4, companyId: companyA },
  } as const;
  const auth = {} as ConsoleScope['auth'];
  for (const [name, user] of Object.entries(users) as [
    keyof typeof users,
    (typeof users)[keyof typeof users],
  ][]) {
    const email = `${name.toLowerCase()}-${tag}@console.test`;
    await createConsoleUser(db, { email, level: user.level, companyId: user.companyId });
    auth[name] = bearer(await consoleLogin(api.app as CareshopServer, email));
  }
  return { companyA, companyB, auth };
}

/** A valid location body (decision 195). */
export function locationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Central library',
    timeZone: 'Europe/Amsterdam',
    description: 'Main entrance',
    contact_name: 'Eva Jansen',
    contact_email: 'eva@library.test',
    ignore_before: 7,
    ignore_after: 22,
    stats_available_from: '2026-01-01',
    receipt_footer: 'Thank you\nSee you soon',
    image: 'https://library.test/front.jpg',
    order: 1,
    hidden: false,
    occ_mode: 'enterleave',
    optimal_balance: 100,
    balance_orange: 80,
    balance_red: 100,
    ...overrides,
  };
}

/** A console call's answer, read loosely (tests look into any field). */
export interface ConsoleAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely.
  body: Record<string, any>;
  text: string;
  headers: Record<string, unknown>;
}

/** Calls `/api/admin/console{url}` in process with an Authorization header. */
export function consoleCaller(api: () => TestApi) {
  return async (
    method: string,
    url: string,
    auth: string,
    payload?: unknown,
  ): Promise<ConsoleAnswer> => {
    const response = await api().app.inject({
      method: method as 'GET',
      url: `/api/admin/console${url}`,
      headers: auth ? { authorization: auth } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: response.statusCode,
      // A file download (a report) has no JSON body.
      body: /json/.test(String(response.headers['content-type'] ?? '')) ? response.json() : {},
      text: response.body,
      headers: response.headers,
    };
  };
}
