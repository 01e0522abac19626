import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBinsJson, type CountBin } from '@careshop/counting';
import { resources } from '@careshop/i18n';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import {
  type ConsoleScope,
  consoleCaller,
  setUpConsoleScope,
} from '../../../testing/console-scope.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { addIngestDevice, type IngestDeviceFixture } from '../../../testing/ingest-fixtures.js';
import { deliverSubscription, htmlTable } from '../deliver.js';
import { reportSubscriptions } from '../schema.js';

interface Received {
  to: string[];
  raw: string;
}

const dir = mkdtempSync(join(tmpdir(), 'console-reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 15-minute bins from `start` (UTC), enters 3, 4, 5 …, exits 1, 2, 3, 1 … */
function binsFrom(start: string, n: number): CountBin[] {
  const from = new Date(start).getTime();
  return Array.from({ length: n }, (_, index) => ({
    zone: '',
    start: new Date(from + index * 900_000),
    end: new Date(from + (index + 1) * 900_000),
    enters: 3 + index,
    exits: 1 + (index % 3),
    missing: false,
  }));
}

/** The attachment parts of a raw MIME message: file name and decoded bytes. */
function attachmentsOf(raw: string): { filename: string; bytes: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .filter((part) => /Content-Disposition: attachment/i.test(part))
    .map((part) => {
      const filename = /filename="?([^";\r\n]+)"?/.exec(part)?.[1] ?? '';
      const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, '');
      return { filename, bytes: Buffer.from(body, 'base64') };
    });
}

/** The quoted-printable text part (or another `type`) of a raw message, decoded. */
function textOf(raw: string, type = 'text/plain'): string {
  const part =
    raw.split(/--[^\r\n]+/).find((p) => new RegExp(`Content-Type: ${type}`, 'i').test(p)) ?? raw;
  const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

const received: Received[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

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
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe.each(testDatabaseKinds())('issue 12 reports and subscriptions (%s)', (kind) => {
  let api: TestApi;
  let scope: ConsoleScope;
  let counter: IngestDeviceFixture;
  let otherCounter: IngestDeviceFixture;
  const call = consoleCaller(() => api);
  const bins = [...binsFrom('2026-06-10T08:00:00Z', 8), ...binsFrom('2026-06-11T12:00:00Z', 4)];
  const enters = bins.reduce((sum, bin) => sum + bin.enters, 0);
  const exits = bins.reduce((sum, bin) => sum + bin.exits, 0);

  beforeAll(async () => {
    api = await startTestApi(kind, { env: { SMTP_URL: smtpUrl } });
    scope = await setUpConsoleScope(api);
    counter = await addIngestDevice(api.database.db, {
      deviceType: 'intenta',
      companyId: scope.companyA,
      timeZone: 'Europe/Amsterdam',
    });
    otherCounter = await addIngestDevice(api.database.db, {
      deviceType: 'intenta',
      companyId: scope.companyB,
    });
    const pushed = await api.app.inject({
      method: 'POST',
      url: '/api/ingest/bins',
      headers: { authorization: `Bearer ${counter.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify(buildBinsJson({ deviceRef: counter.rtId, bins })),
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  const reportUrl = (query: Record<string, string>) =>
    `/report?${new URLSearchParams({
      type: 'PEOPLECOUNTER_ENTERLEAVE',
      location: String(counter.locationId),
      from: '2026-06-01',
      to: '2026-06-15',
      interval: 'D',
      format: 'csv',
      ...query,
    })}`;

  it('answers a CSV whose totals are the sum of the pushed bins, as a no-store attachment', async () => {
    const answer = await call('GET', reportUrl({}), scope.auth.adminA);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^attachment; filename="PEOPLECOUNTER_ENTERLEAVE_Location-[\w-]+_2026-06-01_2026-06-15\.csv"/,
    );
    const records: string[][] = parse(answer.text, { bom: true });
    expect(records).toHaveLength(1 + 14 + 1);
    expect(records.at(-1)?.slice(1)).toEqual([String(enters), String(exits)]);
    const byDay = records.slice(1, -1).map((row) => Number(row[1]));
    expect(byDay[9]).toBe(bins.slice(0, 8).reduce((sum, bin) => sum + bin.enters, 0));
    expect(byDay[10]).toBe(bins.slice(8).reduce((sum, bin) => sum + bin.enters, 0));
  });

  it('answers hourly XLSX that exceljs opens, with the same totals', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/admin/console${reportUrl({ format: 'xlsx', interval: 'h', from: '2026-06-10', to: '2026-06-12' })}`,
      headers: { authorization: scope.auth.activeA },
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const numbers: number[] = [];
    sheet?.eachRow((row) => {
      const value = row.getCell(2).value;
      if (typeof value === 'number') numbers.push(value);
    });
    // every hour row plus the totals row: the rows add up to the total
    expect(numbers.at(-1)).toBe(enters);
    expect(numbers.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(enters);
  });

  it('answers a PDF that pdftotext reads', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/admin/console${reportUrl({ format: 'pdf' })}`,
      headers: { authorization: scope.auth.adminA },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const path = join(dir, `${kind}.pdf`);
    writeFileSync(path, response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain(String(enters));
    expect(text).toContain(String(exits));
  });

  it("writes a download in the language on screen (lang), not the account's; refuses another lang", async () => {
    const pdfText = (bytes: Buffer, name: string) => {
      const path = join(dir, `${kind}-${name}.pdf`);
      writeFileSync(path, bytes);
      return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    };
    const columns = (language: 'en' | 'nl' | 'de') =>
      resources[language].translation.console.report_columns;
    // The account's stored language is Dutch; the screen is English.
    expect((await call('PATCH', '/me', scope.auth.activeA, { language: 'nl' })).status).toBe(200);
    try {
      const csvHeader = async (query: Record<string, string>) => {
        const answer = await call('GET', reportUrl(query), scope.auth.activeA);
        expect(answer.status, answer.text).toBe(200);
        return (parse(answer.text, { bom: true }) as string[][])[0];
      };
      const { period_date, enter, leave } = columns('en');
      expect(await csvHeader({ lang: 'en' })).toEqual([period_date, enter, leave]);
      const nl = columns('nl');
      expect(await csvHeader({})).toEqual([nl.period_date, nl.enter, nl.leave]);
      const de = columns('de');
      expect(await csvHeader({ lang: 'de' })).toEqual([de.period_date, de.enter, de.leave]);

      const pdf = await api.app.inject({
        method: 'GET',
        url: `/api/admin/console${reportUrl({ format: 'pdf', lang: 'en' })}`,
        headers: { authorization: scope.auth.activeA },
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = pdfText(pdf.rawPayload, 'lang-en');
      expect(text).toContain(
        resources.en.translation.console.report_types.PEOPLECOUNTER_ENTERLEAVE,
      );
      expect(text).toMatch(new RegExp(`${period_date}\\s+${enter}\\s+${leave}`));
      expect(text).not.toContain(nl.enter);

      for (const lang of ['xx', 'EN', 'en-GB', '']) {
        const refused = await call('GET', reportUrl({ lang }), scope.auth.activeA);
        expect(refused.status, lang).toBe(400);
        expect(Object.keys(refused.body.errors ?? {}), lang).toContain('lang');
      }
    } finally {
      await call('PATCH', '/me', scope.auth.activeA, { language: 'en' });
    }
  });

  it('adds up several locations into one file', async () => {
    const second = await addIngestDevice(api.database.db, {
      deviceType: 'intenta',
      companyId: scope.companyA,
    });
    const extra = binsFrom('2026-06-10T09:00:00Z', 2);
    const pushed = await api.app.inject({
      method: 'POST',
      url: '/api/ingest/bins',
      headers: { authorization: `Bearer ${second.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify(buildBinsJson({ deviceRef: second.rtId, bins: extra })),
    });
    expect(pushed.statusCode).toBe(200);
    const answer = await call(
      'GET',
      `${reportUrl({})}&location=${second.locationId}`,
      scope.auth.adminA,
    );
    expect(answer.status, answer.text).toBe(200);
    const records: string[][] = parse(answer.text, { bom: true });
    expect(Number(records.at(-1)?.[1])).toBe(
      enters + extra.reduce((sum, bin) => sum + bin.enters, 0),
    );
  });

  it('refuses what may not be read: level 3 self-check, level 4, other company, anonymous', async () => {
    const selfCheck = reportUrl({ type: 'SELFCHECK_CHECKPOUT' });
    expect((await call('GET', selfCheck, scope.auth.countsA)).status).toBe(403);
    expect((await call('GET', selfCheck, scope.auth.adminA)).status).toBe(200);
    expect((await call('GET', reportUrl({}), scope.auth.countsA)).status).toBe(200);
    const live = await call('GET', reportUrl({}), scope.auth.liveA);
    expect(live.status).toBe(403);
    expect(live.body.code).toBe('console_forbidden');
    const foreign = reportUrl({ location: String(otherCounter.locationId) });
    expect((await call('GET', foreign, scope.auth.adminA)).status).toBe(404);
    expect((await call('GET', foreign, scope.auth.adminB)).status).toBe(200);
    expect((await call('GET', foreign, scope.auth.superAdmin)).status).toBe(200);
    expect((await call('GET', reportUrl({}), '')).status).toBe(401);
  });

  it('issue 27: reads SELFCHECK_CHECKOUT in any case as SELFCHECK_CHECKPOUT (decision 201), and the OpenAPI document says so', async () => {
    for (const type of ['SELFCHECK_CHECKOUT', 'selfcheck_checkout', 'SelfCheck_CheckPout']) {
      const answer = await call('GET', reportUrl({ type }), scope.auth.adminA);
      expect(answer.status, `${type}: ${answer.text}`).toBe(200);
      expect(String(answer.headers['content-disposition'])).toMatch(
        /^attachment; filename="SELFCHECK_CHECKPOUT_Location-/,
      );
    }
    // Level 3 may not read self-check data, whichever the spelling.
    const level3 = await call('GET', reportUrl({ type: 'selfcheck_checkout' }), scope.auth.countsA);
    expect(level3.status).toBe(403);
    const unknown = await call('GET', reportUrl({ type: 'SELFCHECK_CHECKIT' }), scope.auth.adminA);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors ?? {})).toContain('type');

    const created = await call(
      'POST',
      '/subscriptions',
      scope.auth.adminA,
      subscriptionBody({ report_type: 'selfcheck_checkout' }),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body.report_type).toBe('SELFCHECK_CHECKPOUT');
    const id = created.body.id as number;
    const patched = await call('PATCH', `/subscriptions/${id}`, scope.auth.adminA, {
      report_type: 'SELFCHECK_PATRONLOGONCHECKOUT',
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.report_type).toBe('SELFCHECK_PATRONLOGONCHECKPOUT');
    expect((await call('GET', `/subscriptions/${id}`, scope.auth.adminA)).body.report_type).toBe(
      'SELFCHECK_PATRONLOGONCHECKPOUT',
    );
    expect((await call('DELETE', `/subscriptions/${id}`, scope.auth.adminA)).status).toBe(200);

    const docs = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    type Described = { description?: string; enum?: string[] };
    const spec = docs.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: ({ name: string; schema: Described } & Described)[];
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, Described> } }>;
            };
          }
        >
      >;
    }>();
    const typeParameter = spec.paths['/api/admin/console/report']?.get?.parameters?.find(
      (parameter) => parameter.name === 'type',
    );
    const created201 =
      spec.paths['/api/admin/console/subscriptions']?.post?.requestBody?.content['application/json']
        ?.schema.properties.report_type;
    // A query parameter carries the description itself, a body property in its schema.
    for (const [values, description] of [
      [typeParameter?.schema.enum, typeParameter?.description],
      [created201?.enum, created201?.description],
    ] as const) {
      expect(values).toContain('SELFCHECK_CHECKPOUT');
      expect(description).toMatch(/any letter case/);
      expect(description).toMatch(/SELFCHECK_CHECKOUT is read as SELFCHECK_CHECKPOUT/);
    }
  });

  it('answers 400 naming the problem: unsupported type, bad dates, empty or too long windows', async () => {
    const unsupported = await call(
      'GET',
      reportUrl({ type: 'SELFCHECK_EAS_ERRORS' }),
      scope.auth.adminA,
    );
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.code).toBe('report_type_not_supported');
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-02-30' }, 'from'],
      [{ to: 'tomorrow' }, 'to'],
      [{ from: '2026-06-15', to: '2026-06-15' }, 'to'],
      [{ from: '2026-06-15', to: '2026-06-01' }, 'to'],
      [{ interval: 'h', from: '2025-01-01', to: '2026-06-01' }, 'to'],
      [{ format: 'pdf', interval: 'h', from: '2026-01-01', to: '2026-06-01' }, 'to'],
      [{ interval: 'W' }, 'interval'],
      [{ format: 'docx' }, 'format'],
      [{ location: '0' }, 'location'],
    ];
    for (const [query, field] of cases) {
      const answer = await call('GET', reportUrl(query), scope.auth.adminA);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(query)).toContain(field);
    }
  });

  const subscriptionBody = (overrides: Record<string, unknown> = {}) => ({
    location_id: counter.locationId,
    max_rows_in_email: 3,
    interval: 'D',
    period: 'W',
    trigger: '1',
    start_date: '2026-01-01',
    format: 'csv',
    report_type: 'PEOPLECOUNTER_ENTERLEAVE',
    ...overrides,
  });

  it('creates, reads, lists, pauses and deletes subscriptions in the company scope', async () => {
    const created = await call('POST', '/subscriptions', scope.auth.adminA, subscriptionBody());
    expect(created.status, created.text).toBe(201);
    expect(created.body.recipient).toMatch(/^admina-.*@console\.test$/);
    expect(created.body).toMatchObject({ paused: false, lastsent: null, skip_if_empty: false });
    const id = created.body.id as number;
    const own = await call(
      'POST',
      '/subscriptions',
      scope.auth.adminA,
      subscriptionBody({ recipient: 'boss@library.test', language: 'de' }),
    );
    expect(own.body).toMatchObject({ recipient: 'boss@library.test', language: 'de' });

    expect((await call('GET', `/subscriptions/${id}`, scope.auth.activeA)).status).toBe(200);
    expect((await call('GET', `/subscriptions/${id}`, scope.auth.adminB)).status).toBe(404);
    const listB = await call('GET', '/subscriptions', scope.auth.adminB);
    expect(listB.body.items.map((s: { id: number }) => s.id)).not.toContain(id);
    const listA = await call('GET', '/subscriptions', scope.auth.adminA);
    expect(listA.body.items.map((s: { id: number }) => s.id)).toContain(id);

    const paused = await call('PATCH', `/subscriptions/${id}`, scope.auth.adminA, { paused: true });
    expect(paused.body.paused).toBe(true);
    const sendPaused = await call('POST', `/subscriptions/${id}/send-now`, scope.auth.adminA);
    expect(sendPaused.body).toMatchObject({ sent: false, reason: 'paused' });
    expect(
      (await call('PATCH', `/subscriptions/${id}`, scope.auth.adminA, { paused: false })).body
        .paused,
    ).toBe(false);
    expect(
      (await call('PATCH', `/subscriptions/${id}`, scope.auth.adminB, { paused: true })).status,
    ).toBe(404);
    expect((await call('DELETE', `/subscriptions/${id}`, scope.auth.adminB)).status).toBe(404);
    expect((await call('DELETE', `/subscriptions/${id}`, scope.auth.adminA)).status).toBe(200);
    expect((await call('GET', `/subscriptions/${id}`, scope.auth.adminA)).status).toBe(404);
  });

  it('refuses bad subscriptions and naming another company or self-check at level 3', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ recipient: 'not-an-address' }, 'recipient'],
      [{ trigger: '7' }, 'trigger'],
      [{ trigger: '-' }, 'end_date'],
      [{ end_date: '2025-01-01' }, 'end_date'],
      [{ max_rows_in_email: -1 }, 'max_rows_in_email'],
      [{ location_id: otherCounter.locationId }, 'location_id'],
      [{ lastsent: '2026-01-01T00:00:00Z' }, 'lastsent'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await call(
        'POST',
        '/subscriptions',
        scope.auth.adminA,
        subscriptionBody(overrides),
      );
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    const unsupported = await call(
      'POST',
      '/subscriptions',
      scope.auth.adminA,
      subscriptionBody({ report_type: 'SELFCHECK_ACTIONS' }),
    );
    expect(unsupported.status).toBe(400);
    const selfCheck = await call(
      'POST',
      '/subscriptions',
      scope.auth.countsA,
      subscriptionBody({ report_type: 'SELFCHECK_CHECKIN' }),
    );
    expect(selfCheck.status).toBe(403);
    expect(
      (await call('POST', '/subscriptions', scope.auth.liveA, subscriptionBody())).status,
    ).toBe(403);
  });

  it('delivers one mail over SMTP with the file attached and the rows cut at max_rows_in_email, once per period', async () => {
    const created = await call(
      'POST',
      '/subscriptions',
      scope.auth.adminA,
      subscriptionBody({ recipient: `weekly-${kind}@library.test`, language: 'en' }),
    );
    const id = created.body.id as number;
    const ctx = api.app.careshop;
    const period = {
      from: '2026-06-08',
      to: '2026-06-15',
      fromInstant: new Date('2026-06-07T22:00:00Z'),
      toInstant: new Date('2026-06-14T22:00:00Z'),
    };
    const first = await deliverSubscription(ctx, id, period, { markSent: true });
    const second = await deliverSubscription(ctx, id, period, { markSent: true });
    expect(first).toEqual({ sent: true, rows: 7 });
    expect(second.sent).toBe(false);
    await ctx.mailer.flush();
    const mails = received.filter((m) => m.to.includes(`weekly-${kind}@library.test`));
    expect(mails).toHaveLength(1);
    const raw = mails[0]?.raw ?? '';
    const [file] = attachmentsOf(raw);
    expect(file?.filename).toMatch(/^PEOPLECOUNTER_ENTERLEAVE_.*_2026-06-08_2026-06-15\.csv$/);
    const records: string[][] = parse(file?.bytes ?? Buffer.alloc(0), { bom: true });
    expect(records).toHaveLength(1 + 7 + 1);
    expect(records.at(-1)?.slice(1)).toEqual([String(enters), String(exits)]);
    const text = textOf(raw);
    expect(text).toContain('The first 3 of 7 rows');
    // header + 3 rows inline
    expect(text.split('\n').filter((line) => / \| /.test(line))).toHaveLength(4);
    // The HTML part: a real table with the CSV's own headers, the same 3 rows, and the cut line.
    const html = textOf(raw, 'text/html').trim();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toMatch(/<caption[^>]*>People counter[^<]*<\/caption>/);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(records[0]);
    expect(html.match(/<th scope="row"/g)).toHaveLength(3);
    expect(html).toContain('The first 3 of 7 rows');
    const [row] = await api.database.db
      .select()
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.id, id));
    expect(row?.lastsent?.toISOString()).toBe(period.toInstant.toISOString());
    const [stored] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `weekly-${kind}@library.test`));
    expect(stored?.sentAt).toBeInstanceOf(Date);
  });

  it("a subscription in German sends a German file and e-mail, whatever its owner's language", async () => {
    const created = await call(
      'POST',
      '/subscriptions',
      scope.auth.adminA,
      subscriptionBody({ recipient: `german-${kind}@library.test`, language: 'de' }),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body.language).toBe('de');
    const period = {
      from: '2026-06-08',
      to: '2026-06-15',
      fromInstant: new Date('2026-06-07T22:00:00Z'),
      toInstant: new Date('2026-06-14T22:00:00Z'),
    };
    const ctx = api.app.careshop;
    expect(await deliverSubscription(ctx, created.body.id, period, { markSent: true })).toEqual({
      sent: true,
      rows: 7,
    });
    await ctx.mailer.flush();
    const [mail] = received.filter((m) => m.to.includes(`german-${kind}@library.test`));
    const raw = mail?.raw ?? '';
    const de = resources.de.translation;
    const [file] = attachmentsOf(raw);
    const records: string[][] = parse(file?.bytes ?? Buffer.alloc(0), { bom: true });
    const { period_date, enter, leave } = de.console.report_columns;
    expect(records[0]).toEqual([period_date, enter, leave]);
    const text = textOf(raw);
    expect(text).toContain(`Ihr Bericht ${de.console.report_types.PEOPLECOUNTER_ENTERLEAVE}`);
    expect(textOf(raw, 'text/html')).toMatch(/<html lang="de">/);
  });

  it('escapes every value of the HTML table', () => {
    const html = htmlTable(
      {
        title: 'Entries <b>',
        location: 'R&D "Lab"',
        windowLabel: "1 – 2 o'clock",
        locationHeader: 'Location',
        windowHeader: 'Period',
        interval: 'h',
        columns: [
          { key: 'period', header: '<Hour>', type: 'period' },
          { key: 'enter', header: 'In & out', type: 'count' },
        ] as never,
        rows: [{ label: '<script>', values: [3] }] as never,
        totalLabel: 'Total',
        locale: 'en',
      },
      5,
    );
    expect(html).toContain(
      '<caption style="text-align:left;font-weight:bold">Entries &#60;b&#62;: R&#38;D &#34;Lab&#34;, 1 – 2 o&#39;clock</caption>',
    );
    expect(html).toContain('>&#60;Hour&#62;</th>');
    expect(html).toContain('>In &#38; out</th>');
    expect(html).toContain('>&#60;script&#62;</th><td style="text-align:right">3</td>');
    expect(html).not.toMatch(/<script|<b>|<Hour>/);
  });

  it('two workers delivering the same period at once send it once', async () => {
    const created = await call(
      'POST',
      '/subscriptions',
      scope.auth.adminA,
      subscriptionBody({ recipient: `race-${kind}@library.test` }),
    );
    const period = {
      from: '2026-06-08',
      to: '2026-06-15',
      fromInstant: new Date('2026-06-07T22:00:00Z'),
      toInstant: new Date('2026-06-14T22:00:00Z'),
    };
    const ctx = api.app.careshop;
    const results = await Promise.all([
      deliverSubscription(ctx, created.body.id, period, { markSent: true }),
      deliverSubscription(ctx, created.body.id, period, { markSent: true }),
    ]);
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    const rows = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `race-${kind}@library.test`));
    expect(rows).toHaveLength(1);
  });

  it('skips an empty report when asked, and send-now does not move lastsent', async () => {
    const empty = await call(
      'POST',
      '/subscriptions',
      scope.auth.adminA,
      subscriptionBody({ skip_if_empty: true, recipient: `empty-${kind}@library.test` }),
    );
    const period = {
      from: '2026-05-01',
      to: '2026-05-08',
      fromInstant: new Date('2026-04-30T22:00:00Z'),
      toInstant: new Date('2026-05-07T22:00:00Z'),
    };
    const result = await deliverSubscription(api.app.careshop, empty.body.id, period, {
      markSent: false,
    });
    expect(result).toEqual({ sent: false, rows: 7, reason: 'empty' });

    const weekly = await call(
      'POST',
      '/subscriptions',
      scope.auth.adminA,
      subscriptionBody({ recipient: `now-${kind}@library.test` }),
    );
    const sent = await call('POST', `/subscriptions/${weekly.body.id}/send-now`, scope.auth.adminA);
    expect(sent.status, sent.text).toBe(200);
    // the clock is 2026-06-15 (a Monday): the last complete ISO week
    expect(sent.body).toMatchObject({ sent: true, rows: 7, from: '2026-06-08', to: '2026-06-15' });
    const after = await call('GET', `/subscriptions/${weekly.body.id}`, scope.auth.adminA);
    expect(after.body.lastsent).toBeNull();
    const mailbox = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `now-${kind}@library.test`));
    expect(mailbox).toHaveLength(1);
    expect(mailbox[0]?.attachments?.[0]?.contentType).toMatch(/^text\/csv/);
  });
});
