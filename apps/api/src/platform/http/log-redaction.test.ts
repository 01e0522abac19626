import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { offices, users } from '../../testing/tables.js';
import { maskEmails, redactUrlForLog } from './log-redaction.js';

// Values a failed statement carries as parameters: none may reach the logs.
const secretHash = 'scrypt$16384$8$1$c2VjcmV0LXNhbHQ$TOP-SECRET-HASH-0123456789abcdef';
const personalName = 'Eva-Maria Verschueren-Personal';

describe.each(testDatabaseKinds())(
  'issue 10 item 9: failed queries are logged without their parameters on %s',
  (kind) => {
    let api: TestApi;
    const lines: string[] = [];
    beforeAll(async () => {
      api = await startTestApi(kind, {
        logStream: { write: (line) => lines.push(line) },
        extraRoutes: (app) => {
          // A statement that fails in the database (the e-mail is taken), thrown unhandled as a
          // route's bug would be: the server answers 500 and logs the error.
          app.post('/test/failing-insert', async () => {
            const [office] = await app.careshop.db
              .select({ id: offices.id })
              .from(offices)
              .limit(1);
            await app.careshop.db.insert(users).values({
              email: 'customer@demo.test',
              passwordHash: secretHash,
              officeId: office?.id ?? 0,
              firstName: personalName,
            });
            return { ok: true };
          });
        },
      });
    });
    afterAll(async () => {
      await api.close();
    });

    it('answers 500 in the JSON error shape and logs the statement, not the values', async () => {
      const response = await api.app.inject({ method: 'POST', url: '/test/failing-insert' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, code: 'internal' });
      const logged = lines.filter((line) => line.includes('unhandled error'));
      expect(logged).toHaveLength(1);
      const entry = logged[0] ?? '';
      expect(entry).toContain('insert into \\"users\\"');
      expect(entry).toContain('redacted');
      expect(entry).toContain('23505'); // the database's code survives, for diagnosis
      for (const secret of [secretHash, 'TOP-SECRET-HASH', personalName, 'customer@demo.test']) {
        expect(lines.join('\n'), secret).not.toContain(secret);
      }
      const [stored] = await api.database.db
        .select()
        .from(users)
        .where(eq(users.firstName, personalName));
      expect(stored).toBeUndefined();
    });
  },
);

describe('issue 30: URLs in the log (decision 315)', () => {
  it('redacts secret-named query values and keeps the rest of the URL', () => {
    expect(redactUrlForLog('/api/admin/payment/checkout/pay_1?token=abc.def-ghi')).toBe(
      '/api/admin/payment/checkout/pay_1?token=[redacted]',
    );
    expect(redactUrlForLog('/api/admin/console/occupancy/stream?ticket=a%7C%7Cb&x=1')).toBe(
      '/api/admin/console/occupancy/stream?ticket=[redacted]&x=1',
    );
    expect(redactUrlForLog('/api/admin/products?page=2&sort=name')).toBe(
      '/api/admin/products?page=2&sort=name',
    );
    expect(redactUrlForLog('/healthz')).toBe('/healthz');
  });

  it('keeps only the domain of an e-mail address in the path or a query value', () => {
    expect(redactUrlForLog('/api/admin/customers?q=nina.noor%40example.test&page=1')).toBe(
      `/api/admin/customers?q=${encodeURIComponent('…@example.test')}&page=1`,
    );
    expect(redactUrlForLog('/api/admin/user/nina@example.test')).toBe(
      '/api/admin/user/…@example.test',
    );
    expect(maskEmails('550 rejected: <nina@example.test>')).toBe('550 rejected: <…@example.test>');
  });
});
