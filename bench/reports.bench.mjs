// Report rendering at 1,000,000 rows (issue 12): the streaming CSV writer (goal ≤ 4 s and
// ≤ 150 MB peak RSS) and the streaming XLSX writer against exceljs's non-streaming Workbook in the
// same run on the same rows (goal: streaming ≤ 0.5× the time). Rows are hourly report rows made one
// at a time by a generator; its own cost is measured first. Both XLSX writers are checked to hold
// the same cells on 2,000 rows before timing. Needs the API built (`pnpm --filter @careshop/api
// build`); exceljs comes from apps/api's dependencies. `BENCH_REPORT_CSV_ONLY=1` skips the XLSX cases.
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isDeepStrictEqual } from 'node:util';
import { reportTexts, wallDateOf } from '@careshop/reporting';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const ExcelJS = apiRequire('exceljs');
const api = await import(new URL('../apps/api/dist/reports.js', import.meta.url).href);
const { excelDateFormat } = api;

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const LOCALE = 'de';
const texts = reportTexts(LOCALE);
const columns = [
  { key: 'period', header: texts.period_hour, type: 'period' },
  { key: 'enter', header: texts.enter, type: 'count' },
  { key: 'leave', header: texts.leave, type: 'count' },
  { key: 'orange_alerts', header: texts.orange_alerts, type: 'count' },
];

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

/** `count` hourly rows from 1990-01-01, one day label formatted per 24 rows. */
function* hourlyRows(count) {
  let dayLabel = '';
  let localDate = '';
  let bucketDay = null;
  for (let i = 0; i < count; i++) {
    const hour = i % 24;
    if (hour === 0) {
      const day = new Date(Date.UTC(1990, 0, 1) + (i / 24) * DAY_MS);
      localDate = day.toISOString().slice(0, 10);
      dayLabel = dayFormat.format(day);
      bucketDay = { from: localDate, to: localDate };
    }
    yield {
      bucket: {
        key: `${localDate}T${hour}`,
        interval: 'h',
        ...bucketDay,
        hour,
        fromInstant: null,
        toInstant: null,
      },
      label: `${dayLabel}, ${String(hour).padStart(2, '0')}:00`,
      values: [(i * 7) % 500, (i * 5) % 480, i % 97 === 0 ? 1 : 0],
    };
  }
}

const doc = (rows) => ({
  title: texts.reportTypes.PEOPLECOUNTER_ENTERLEAVEALERT,
  location: 'Łódź Biblioteka',
  windowLabel: '',
  locationHeader: texts.location,
  windowHeader: texts.period,
  interval: 'h',
  columns,
  rows,
  totalLabel: texts.total,
  locale: LOCALE,
});

/** Runs `work` while sampling RSS; answers wall and CPU seconds, peak RSS in MB and bytes written. */
async function measure(work) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const bytes = await work(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(timer);
  // CPU seconds too: on a shared machine wall time also counts other processes' turns.
  return {
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakMb: Math.round(peak / 2 ** 20),
    bytes,
  };
}

function countingSink(sample) {
  let bytes = 0;
  let chunks = 0;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      bytes += chunk.length;
      if (++chunks % 64 === 0) sample();
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

async function streamTo(readable, sample) {
  const { sink, bytes } = countingSink(sample);
  await pipeline(readable, sink);
  return bytes();
}

/** exceljs's in-memory Workbook with the same cells and formats as renderXlsx. */
async function nonStreamingXlsx(rows, sink) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: column.key,
    width: i === 0 ? 20 : 12,
  }));
  sheet.getRow(1).font = { bold: true };
  const numFmt = excelDateFormat(LOCALE, 'h');
  const totals = [0, 0, 0];
  for (const row of rows) {
    row.values.forEach((value, i) => {
      totals[i] += value;
    });
    const written = sheet.addRow([wallDateOf(row.bucket.from, row.bucket.hour), ...row.values]);
    written.getCell(1).numFmt = numFmt;
  }
  sheet.addRow([texts.total, ...totals]).font = { bold: true };
  await workbook.xlsx.write(sink);
}

async function cellsOf(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const cells = [];
  sheet.eachRow((row) =>
    cells.push(row.values.map((v) => (v instanceof Date ? v.toISOString() : v))),
  );
  return { cells, numFmt: sheet.getRow(2).getCell(1).numFmt, views: sheet.views[0]?.ySplit };
}

async function collect(readable) {
  const chunks = [];
  for await (const chunk of readable) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const fmt = (n, digits = 2) => n.toFixed(digits);
const results = [];
const startRssMb = Math.round(process.memoryUsage().rss / 2 ** 20);

const generator = await measure(async () => {
  let n = 0;
  for (const row of hourlyRows(ROWS)) n += row.values.length;
  return n;
});
results.push({
  case: `row generator alone (${ROWS.toLocaleString('en')} rows)`,
  seconds: fmt(generator.seconds),
  'CPU s': fmt(generator.cpuSeconds),
  'peak RSS MB': generator.peakMb,
  'output MB': '',
});

const csv = await measure((sample) => streamTo(api.renderCsv(doc(hourlyRows(ROWS))), sample));
results.push({
  case: 'renderCsv (csv-stringify, streamed)',
  seconds: fmt(csv.seconds),
  'CPU s': fmt(csv.cpuSeconds),
  'peak RSS MB': csv.peakMb,
  'output MB': fmt(csv.bytes / 2 ** 20, 1),
});

const xlsxToo = process.env.BENCH_REPORT_CSV_ONLY !== '1';
let ratio = Number.NaN;
if (xlsxToo) {
  // Same XLSX result before timing the XLSX writers.
  {
    const streamed = await cellsOf(await collect(api.renderXlsx(doc(hourlyRows(2000)))));
    const chunks = [];
    const sink = new Writable({
      write(chunk, _e, done) {
        chunks.push(chunk);
        done();
      },
    });
    await nonStreamingXlsx(hourlyRows(2000), sink);
    const inMemory = await cellsOf(Buffer.concat(chunks));
    if (!isDeepStrictEqual(streamed, inMemory))
      throw new Error('streaming and non-streaming XLSX differ');
    if (streamed.cells.length !== 2002)
      throw new Error(`expected 2002 rows, got ${streamed.cells.length}`);
  }

  const xlsx = await measure((sample) => streamTo(api.renderXlsx(doc(hourlyRows(ROWS))), sample));
  results.push({
    case: 'renderXlsx (exceljs WorkbookWriter)',
    seconds: fmt(xlsx.seconds),
    'CPU s': fmt(xlsx.cpuSeconds),
    'peak RSS MB': xlsx.peakMb,
    'output MB': fmt(xlsx.bytes / 2 ** 20, 1),
  });

  const inMemory = await measure(async (sample) => {
    const { sink, bytes } = countingSink(sample);
    await nonStreamingXlsx(hourlyRows(ROWS), sink);
    return bytes();
  });
  results.push({
    case: 'exceljs Workbook (not streamed)',
    seconds: fmt(inMemory.seconds),
    'CPU s': fmt(inMemory.cpuSeconds),
    'peak RSS MB': inMemory.peakMb,
    'output MB': fmt(inMemory.bytes / 2 ** 20, 1),
  });

  ratio = xlsx.seconds / inMemory.seconds;
}
console.table(results);
console.log(`RSS after loading the API and exceljs, before any report: ${startRssMb} MB`);
console.log(
  `CSV: ${fmt(csv.seconds)} s (goal ≤ 4 s) ${csv.seconds <= 4 ? 'met' : 'NOT met'}, peak RSS ${csv.peakMb} MB (goal ≤ 150 MB) ${csv.peakMb <= 150 ? 'met' : 'NOT met'}`,
);
if (xlsxToo) {
  console.log(
    `XLSX streamed / not streamed: ${fmt(ratio)} (goal ≤ 0.5) ${ratio <= 0.5 ? 'met' : 'NOT met'}`,
  );
}
