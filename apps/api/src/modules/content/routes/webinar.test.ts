import { signAnonymousPayload } from '@careshop/anonymous-token';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { webinarRegistrations } from '../schema.js';

const anonymousKey = 'test-anonymous-key-0123456789';
const uid = 'breastfeeding-support-2026';

describe.each(testDatabaseKinds())('SPEC 2 webinar registration on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { env: { ANONYMOUS_TOKEN_KEY: anonymousKey } });
  });
  afterAll(async () => {
    await api.close();
  });

  async function register(body: Record<string, unknown>, authorization?: string) {
    const token =
      authorization ?? `Bearer ${await signAnonymousPayload(body, anonymousKey, api.clock.now())}`;
    return api.app.inject({
      method: 'POST',
      url: '/api/admin/webinar/registration',
      headers: { authorization: token },
      payload: body,
    });
  }
  const registrations = async (email: string) =>
    (
      await api.database.db
        .select({ n: count() })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.email, email))
    )[0]?.n ?? 0;

  it('registers an anonymous visitor once and e-mails a confirmation in their language', async () => {
    const body = {
      webinar_uid: uid,
      first_name: 'Anna',
      last_name: 'Schmidt',
      email: ' anna@example.test ',
      language: 'de',
    };
    const first = await register(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'webinar.confirmed.title' });
    const again = await register(body);
    expect(again.statusCode).toBe(200);
    expect(await registrations('anna@example.test')).toBe(1);
    const mails = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'anna@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('webinar_registration');
    expect(mails[0]?.subject).toBe('Sie sind angemeldet: Webinar: Stillen unterstützen');
    expect(mails[0]?.text).toContain('10. Dezember 2026');
  });

  it("uses a logged-in user's session and language", async () => {
    const auth = await api.login('customer@demo.test');
    const response = await register(
      { webinar_uid: uid, first_name: 'Claire', last_name: 'Dupont', email: 'claire@example.test' },
      auth,
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'claire@example.test'));
    expect(mail?.subject).toBe('Vous êtes inscrit·e : Webinaire : soutenir l’allaitement');
    const [row] = await api.database.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.email, 'claire@example.test'));
    expect(row?.userId).not.toBeNull();
  });

  it('refuses an unknown webinar (404), a bad e-mail (400 naming it) and a missing token (401)', async () => {
    const unknown = await register({
      webinar_uid: 'nope',
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.test',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await register({
      webinar_uid: uid,
      first_name: 'A',
      last_name: 'B',
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('email');
    const extra = await register({
      webinar_uid: uid,
      first_name: 'A',
      last_name: 'B',
      email: 'b@example.test',
      role: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/admin/webinar/registration',
      payload: { webinar_uid: uid, first_name: 'A', last_name: 'B', email: 'c@example.test' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await registrations('a@example.test')).toBe(0);
    expect(await registrations('b@example.test')).toBe(0);
    expect(await registrations('c@example.test')).toBe(0);
  });
});
