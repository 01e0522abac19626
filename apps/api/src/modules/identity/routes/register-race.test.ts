import { signAnonymousPayload } from '@careshop/anonymous-token';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { offices, users } from '../schema.js';

const anonymousKey = 'test-anonymous-key-race-0123456789';
const people = 12;
const rounds = 5;

describe.each(testDatabaseKinds())(
  'issue 10 item 15: many people register with one new customer number at once on %s',
  (kind) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(kind, { env: { ANONYMOUS_TOKEN_KEY: anonymousKey } });
    });
    afterAll(async () => {
      await api.close();
    });

    async function register(custNo: string, email: string) {
      const body = {
        cust_no: custNo,
        email,
        password: 'Kx7-plum-harbour',
        company_name: `Praktijk ${custNo}`,
        terms: true,
      };
      const token = await signAnonymousPayload(body, anonymousKey, api.clock.now());
      return api.app.inject({
        method: 'POST',
        url: '/api/admin/user',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    }

    for (let round = 1; round <= rounds; round += 1) {
      it(`round ${round}: everyone is registered, one office is created, nobody gets "e-mail taken"`, async () => {
        const custNo = `77${round}01`;
        const emails = Array.from({ length: people }, (_, i) => `race-${round}-${i}@example.test`);
        const answers = await Promise.all(emails.map((email) => register(custNo, email)));
        expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
          emails.map(() => [200, undefined]),
        );
        const officeRows = await api.database.db
          .select()
          .from(offices)
          .where(eq(offices.custNo, custNo));
        expect(officeRows).toHaveLength(1);
        const members = await api.database.db
          .select({ email: users.email, status: users.licenseStatus })
          .from(users)
          .where(eq(users.officeId, officeRows[0]?.id ?? -1));
        expect(members.map((member) => member.email).sort()).toEqual([...emails].sort());
        expect(new Set(members.map((member) => member.status))).toEqual(new Set(['PENDING']));
      });
    }

    it('an e-mail really taken still answers 409, and leaves no office behind', async () => {
      const taken = await register('778899', 'customer@demo.test');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'email_taken' });
      const left = await api.database.db.select().from(offices).where(eq(offices.custNo, '778899'));
      expect(left).toHaveLength(0);
    });
  },
);
