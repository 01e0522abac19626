import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/harness.js';
import { users } from '../../testing/tables.js';
import { outbox } from './schema.js';

interface Received {
  to: string[];
  raw: string;
}

/** The decoded text body of a raw quoted-printable message. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The Subject header of a raw message, folded lines joined and MIME encoded-words decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

describe('issue 3 E-mail: nodemailer over SMTP_URL to a real SMTP server on 127.0.0.1', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let api: TestApi;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    api = await startTestApi('pglite', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the password-reset e-mail and marks the outbox row sent', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: 'customer@demo.test' },
    });
    expect(response.statusCode).toBe(200);
    await api.app.careshop.mailer.flush();
    const mail = received.find((m) => m.to.includes('customer@demo.test'));
    expect(mail?.raw).toMatch(/^Subject: .*R=C3=A9initialisez/m);
    expect(bodyOf(mail?.raw ?? '')).toMatch(/reset-password\?token=[\w-]{20,}/);
    const [row] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'customer@demo.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('serves the dev mailbox only when opted in on a loopback HOST, never in production', async () => {
    // The test API runs without DEV_MAILBOX: the mailbox is opt-in (decision 133).
    const off = await api.app.inject({ method: 'GET', url: '/api/dev/mailbox.json' });
    expect(off.statusCode).toBe(404);
    const started = async (env: Record<string, string>) => {
      const other = await startTestApi('pglite', { env, seed: false });
      try {
        const page = await other.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
        return { status: page.statusCode, body: page.body };
      } finally {
        await other.close();
      }
    };
    const on = await started({ DEV_MAILBOX: '1', HOST: '127.0.0.1' });
    expect(on.status).toBe(200);
    expect(on.body).toContain('Dev mailbox');
    expect((await started({ DEV_MAILBOX: '1', HOST: '0.0.0.0' })).status).toBe(404);
    const prod = await started({
      NODE_ENV: 'production',
      ANONYMOUS_TOKEN_KEY: 'a-production-anonymous-key-0123456789',
      PAYMENT_WEBHOOK_SECRET: 'a-production-webhook-secret-0123456789',
      DEV_MAILBOX: '1',
      HOST: '127.0.0.1',
    });
    expect(prod.status).toBe(404);
  });

  it('writes each e-mail in the recipient language from @careshop/i18n: a de user gets German', async () => {
    await api.database.db
      .update(users)
      .set({ language: 'de' })
      .where(eq(users.email, 'limit@demo.test'));
    await api.database.db
      .update(users)
      .set({ language: 'it' })
      .where(eq(users.email, 'rep@demo.test'));
    for (const email of ['limit@demo.test', 'rep@demo.test']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
    }
    await api.app.careshop.mailer.flush();
    const german = received.find((m) => m.to.includes('limit@demo.test'));
    expect(subjectOf(german?.raw ?? '')).toBe('Setzen Sie Ihr Passwort zurück');
    expect(bodyOf(german?.raw ?? '')).toContain('Guten Tag,');
    expect(bodyOf(german?.raw ?? '')).toContain('Ihr Careshop-Team');
    const italian = received.find((m) => m.to.includes('rep@demo.test'));
    expect(subjectOf(italian?.raw ?? '')).toBe('Reimposti la sua password');
  });
});
