import { buffer } from 'node:stream/consumers';
import { localDateOf, localDayStart } from '@careshop/counting';
import {
  type Interval,
  type Period,
  periodBefore,
  type ReportRow,
  reportTypeOf,
} from '@careshop/reporting';
import type { ReportFormat } from '@careshop/validation';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { escapeHtml } from '../../platform/http/escape-html.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { mailLine, mailText } from '../../platform/mail/templates.js';
import { locations } from '../counting/index.js';
import type { ReportingDeps } from './deps.js';
import type { ReportDocument } from './render/report-document.js';
import { buildReport, renderReport, reportLocationColumns } from './report-build.js';
import { reportSubscriptions } from './schema.js';

/** The window a delivery reports: local dates (`to` exclusive) and the instants they start at. */
export interface DeliveryPeriod {
  fromInstant: Date;
  toInstant: Date;
  from: string;
  to: string;
  /**
   * What `lastsent` becomes (a `DuePeriod`'s `sendInstant`, which `duePeriods` reads back); the
   * period's end when absent.
   */
  sendInstant?: Date;
}

export interface DeliveryResult {
  sent: boolean;
  rows: number;
  reason?: 'empty' | 'paused' | 'gone';
}

/** A plain-text table: the period column left-aligned, counts right-aligned, ` | ` between. */
export function textTable(
  document: ReportDocument & { rows: ReportRow[] },
  maxRows: number,
): string {
  const lines = [
    document.columns.map((column) => column.header),
    ...document.rows.slice(0, maxRows).map((row) => [row.label, ...row.values.map(String)]),
  ];
  const widths = document.columns.map((_, c) =>
    Math.max(...lines.map((cells) => (cells[c] ?? '').length)),
  );
  return lines
    .map((cells) =>
      cells
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
        .join(' | ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * The inline table as HTML (decision 212): a `<caption>`, the same column headers as the CSV and
 * XLSX files as `<th scope="col">`, each row's period as `<th scope="row">`, every value escaped.
 */
export function htmlTable(
  document: ReportDocument & { rows: ReportRow[] },
  maxRows: number,
): string {
  const [periodColumn, ...countColumns] = document.columns;
  const head = [
    `<th scope="col" style="text-align:left">${escapeHtml(periodColumn?.header ?? '')}</th>`,
    ...countColumns.map(
      (column) => `<th scope="col" style="text-align:right">${escapeHtml(column.header)}</th>`,
    ),
  ].join('');
  const body = document.rows
    .slice(0, maxRows)
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:left;font-weight:normal">${escapeHtml(row.label)}</th>${row.values
          .map((value) => `<td style="text-align:right">${escapeHtml(String(value))}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  const caption = `${document.title}: ${document.location}, ${document.windowLabel}`;
  return `<table style="border-collapse:collapse" cellpadding="4"><caption style="text-align:left;font-weight:bold">${escapeHtml(caption)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`;
}

/**
 * The HTML part of a report e-mail: the text part's paragraphs, escaped, with the table in place of
 * the plain-text one, in a document that names its language.
 */
function reportHtml(language: string, text: string, plainTable: string, table: string): string {
  const [before = '', after = ''] = plainTable ? text.split(plainTable) : [text, ''];
  const paragraphs = (part: string) =>
    part
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== '')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  return `<!doctype html><html lang="${escapeHtml(language.slice(0, 2))}"><head><meta charset="utf-8"></head><body>\n${paragraphs(before)}\n${plainTable ? table : ''}\n${paragraphs(after)}\n</body></html>`;
}

/**
 * Builds and renders a subscription's report for `period` and, in one transaction, enqueues the
 * e-mail (the first `max_rows_in_email` rows inline, the whole file attached) and, with
 * `markSent`, moves `lastsent` forward with a compare-and-set: of two workers delivering the same
 * period only the one that moves it sends (decision 204). Skip-if-empty reports with no counts are
 * not sent (but, with `markSent`, marked as done). A paused subscription is neither, and a deleted
 * one answers `gone`: its job completes without a retry.
 */
export async function deliverSubscription(
  ctx: ReportingDeps,
  subscriptionId: number,
  period: DeliveryPeriod,
  options: { markSent: boolean },
): Promise<DeliveryResult> {
  const [subscription] = await ctx.db
    .select()
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.id, subscriptionId));
  // Deleted since its job was queued: nothing to send, and nothing to retry.
  if (!subscription) return { sent: false, rows: 0, reason: 'gone' };
  if (subscription.paused) return { sent: false, rows: 0, reason: 'paused' };
  const [location] = await ctx.db
    .select(reportLocationColumns)
    .from(locations)
    .where(eq(locations.id, subscription.locationId));
  if (!location) throw new Error(`no location ${subscription.locationId}`);

  const format = subscription.format as ReportFormat;
  const report = await buildReport(ctx.db, {
    type: reportTypeOf(subscription.reportType),
    locations: [location],
    from: period.from,
    to: period.to,
    interval: subscription.interval as Interval,
    format,
    locale: subscription.language,
  });
  const rows = report.document.rows.length;
  const empty = report.totals.every((total) => total === 0);
  const sendMail = !(empty && subscription.skipIfEmpty);
  const file = sendMail ? await buffer(renderReport(report.document, format)) : undefined;
  const lastsent = period.sendInstant ?? period.toInstant;

  const sent = await ctx.db.transaction(async (tx) => {
    if (options.markSent) {
      const moved = await tx
        .update(reportSubscriptions)
        .set({ lastsent })
        .where(
          and(
            eq(reportSubscriptions.id, subscription.id),
            or(isNull(reportSubscriptions.lastsent), lt(reportSubscriptions.lastsent, lastsent)),
          ),
        )
        .returning({ id: reportSubscriptions.id });
      if (moved.length === 0) return false;
    }
    if (!file) return false;
    const maxRows = subscription.maxRowsInEmail;
    const values = {
      title: report.document.title,
      location: location.name,
      window: report.document.windowLabel,
      file: report.fileName,
      rows,
      shown: Math.min(rows, maxRows),
    };
    const cut =
      rows > maxRows
        ? `\n\n${mailLine(subscription.language, 'scheduled_report.rows_cut', values)}`
        : '';
    const plainTable = maxRows > 0 ? textTable(report.document, maxRows) : '';
    const table = plainTable ? plainTable + cut : '';
    const text = mailText(subscription.language, 'scheduled_report', { ...values, table });
    await enqueueMail(tx, {
      to: subscription.recipient,
      subject: text.subject,
      text: text.text,
      html: reportHtml(
        subscription.language,
        text.text,
        plainTable,
        htmlTable(report.document, maxRows),
      ),
      kind: 'scheduled_report',
      attachments: [
        {
          filename: report.fileName,
          contentType: report.contentType,
          content: file.toString('base64'),
        },
      ],
    });
    return true;
  });
  if (sent) ctx.mailer.wake();
  if (!file) return { sent: false, rows, reason: 'empty' };
  return { sent, rows };
}

/**
 * The most recent complete period of a subscription on the location's today (send-now): the
 * period before today, clipped to the subscription's start and end dates; null when none has
 * started yet.
 */
export function latestCompletePeriod(
  subscription: { period: string; startDate: string; endDate: string | null },
  timeZone: string,
  now: Date,
): DeliveryPeriod | null {
  const today = localDateOf(now, timeZone);
  const window = periodBefore(subscription.period as Period, today, subscription.startDate);
  let { from, to } = window;
  if (from < subscription.startDate) from = subscription.startDate;
  if (subscription.endDate !== null) {
    const afterEnd = new Date(`${subscription.endDate}T00:00:00Z`);
    afterEnd.setUTCDate(afterEnd.getUTCDate() + 1);
    const endExclusive = afterEnd.toISOString().slice(0, 10);
    if (to > endExclusive) to = endExclusive;
  }
  if (to <= from) return null;
  return {
    from,
    to,
    fromInstant: localDayStart(from, timeZone),
    toInstant: localDayStart(to, timeZone),
  };
}
