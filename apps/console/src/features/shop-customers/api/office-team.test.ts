import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The back office's team calls against a real HTTP server: the path, method and body each contract
// route sends, the answer checked by its schema, and a refusal as an API error with its code.

interface Seen {
  method: string | undefined;
  url: string | undefined;
  body: unknown;
}

const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

const member = {
  id: 7,
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@demo.test',
  role: 'approver',
  license_status: 'APPROVED',
  spending: {
    limit_cents: null,
    period: 'month',
    approval_threshold_cents: null,
    spent_cents: 0,
    remaining_cents: null,
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
    currency: 'EUR',
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      seen.push({ method: request.method, url: request.url, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  // The client reads the address once, on import: this file's copy of the modules reads this one.
  vi.resetModules();
  vi.stubEnv('VITE_API_URL', `http://127.0.0.1:${port}`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.close();
  await once(server, 'close');
});

/** The module under test, read after the API's address is set. */
const calls = () => import('./office-team');

describe('back office: an office’s team', () => {
  it('reads the team of the office and checks the answer', async () => {
    const { officeTeamQuery } = await calls();
    answer = { status: 200, body: { members: [member], invitations: [], open_requests: [] } };
    const team = await new QueryClient().fetchQuery(officeTeamQuery(12));
    expect(team.members[0]?.spending.remaining_cents).toBeNull();
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/admin/backoffice/offices/12/team',
    });
  });

  it('puts the role and the limit of one member', async () => {
    const { setMemberLimit, setMemberRole } = await calls();
    answer = { status: 200, body: { ...member, role: 'viewer' } };
    await expect(setMemberRole(12, 7, 'viewer')).resolves.toMatchObject({ role: 'viewer' });
    expect(seen.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/admin/backoffice/offices/12/members/7/role',
      body: { role: 'viewer' },
    });
    answer = { status: 200, body: member };
    const limit = { limit_cents: null, period: 'year', approval_threshold_cents: 5000 } as const;
    await setMemberLimit(12, 7, limit);
    expect(seen.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/admin/backoffice/offices/12/members/7/limit',
      body: limit,
    });
  });

  it('rejects with the server’s code when the last administrator would go', async () => {
    const { setMemberRole } = await calls();
    answer = {
      status: 409,
      body: { success: false, code: 'last_admin', message: 'The office keeps one administrator' },
    };
    const failure = await setMemberRole(12, 7, 'buyer').catch((error: unknown) => error);
    // The client's error class of this file's copy of the modules (see `vi.resetModules` above).
    const { isApiError } = await import('@careshop/api-client');
    expect(isApiError(failure) && failure.serverCode).toBe('last_admin');
  });
});
