import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/harness.js';

interface Received {
  to: string[];
  raw: string;
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
    expect(mail?.raw).toContain('reset-password?token=');
    const [row] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'customer@demo.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('serves no dev mailbox when NODE_ENV is production', async () => {
    // The test API runs with NODE_ENV=test, where the mailbox is on.
    const page = await api.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dev mailbox');
    const prod = await startTestApi('pglite', { env: { NODE_ENV: 'production' }, seed: false });
    try {
      const closed = await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(closed.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
