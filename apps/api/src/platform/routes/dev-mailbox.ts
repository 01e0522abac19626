import {
  devMailListSchema,
  devNightlyRequestSchema,
  devNightlyResponseSchema,
} from '@careshop/validation';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.js';
import { errorResponses } from '../http/error-response.js';
import { ConflictError } from '../http/errors.js';
import { escapeHtml } from '../http/escape-html.js';
import { absentBodyAsEmptyObject, zeroLengthBodyAsAbsent } from '../http/optional-body.js';
import type { JobEngine } from '../jobs/job-engine.js';
import { outbox } from '../mail/schema.js';

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The dev mailbox: the last 100 outbox messages, as a page and as JSON, so the demo shows the
 * approval, reset and order e-mails without an SMTP server. Never mounted in production.
 */
/** What the dev mailbox reads: the outbox, the job engine (to run a job now) and the clock. */
export interface DevMailboxDeps {
  db: Db;
  jobs: JobEngine | undefined;
  now: () => Date;
}

export async function devMailboxRoutes(app: FastifyInstance, ctx: DevMailboxDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const load = async () =>
    (
      await ctx.db
        .select({
          id: outbox.id,
          to: outbox.to,
          subject: outbox.subject,
          text: outbox.text,
          kind: outbox.kind,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          // Names only: the files themselves stay in the database.
          attachments: sql<
            string[] | null
          >`(select jsonb_agg(a->>'filename') from jsonb_array_elements(${outbox.attachments}) a)`,
        })
        .from(outbox)
        .orderBy(desc(outbox.id))
        .limit(100)
    ).map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      kind: row.kind,
      created: row.createdAt.toISOString(),
      sent: row.sentAt?.toISOString() ?? null,
      attachments: row.attachments ?? [],
    }));

  typed.get(
    '/mailbox.json',
    {
      config: { access: 'public' },
      schema: { tags: ['dev'], response: { 200: devMailListSchema } },
    },
    async () => ({ items: await load() }),
  );

  app.get(
    '/mailbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const items = await load();
      const rows = items
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${escapeHtml(m.kind)} · ${m.created}${m.attachments.length > 0 ? ` · <b>Attached:</b> ${escapeHtml(m.attachments.join(', '))}` : ''}</p><pre>${linkify(escapeHtml(m.text))}</pre></article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title><style>body{font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Dev mailbox (${items.length})</h1>${rows || '<p>No messages yet.</p>'}</body></html>`,
        );
    },
  );

  // Runs the nightly report job now (or at `at`) and waits until its e-mails are in the outbox, so
  // a demo or an end-to-end test need not wait for the quarter-hour schedule (decision 217). It
  // takes no body: none, an empty one and `{}` all run it now.
  typed.post(
    '/jobs/nightly',
    {
      config: { access: 'public' },
      onRequest: zeroLengthBodyAsAbsent,
      preValidation: absentBodyAsEmptyObject,
      schema: {
        tags: ['dev'],
        body: devNightlyRequestSchema,
        response: { 200: devNightlyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const jobs = ctx.jobs;
      if (!jobs) throw new ConflictError('jobs_off', 'The job engine is off (JOBS=0)');
      const before = await sentCount();
      const at = request.body?.at ? new Date(request.body.at) : ctx.now();
      const { due } = await jobs.runNightly(at);
      await jobs.idle(60_000);
      return { due, sent: (await sentCount()) - before };
    },
  );

  async function sentCount(): Promise<number> {
    const [row] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.kind, 'scheduled_report'));
    return row?.count ?? 0;
  }
}
