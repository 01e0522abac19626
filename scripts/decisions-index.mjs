#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of the decision records (number, title, status), and
// the status line of every record (its third line: "Status: live.", "Status: amended by [NNN](…).",
// "Status: superseded in part by [NNN](…); amended by [MMM](…).").
//
// Where a status comes from: a newer record says what it changes before its first section
// ("Amends [200](…)", "Supersedes the … of [074](…)", "Amends 222 (…)"; "keeps", "builds on",
// "follows" and "implements" name records it leaves as they are). The script turns that around:
// the older record is "amended by" or "superseded by" the newer one ("superseded in part by"
// unless the clause starts "Supersedes [NNN]" itself). The status line is only ever written here,
// never by hand, so it cannot drift from the records that change it.
//
// A record that was really one endpoint's specification lives in its module's README
// (`apps/api/src/modules/<module>/README.md`) under a heading `### NNN: title`; its number stays
// taken and the index says where it went.
//
// `node scripts/decisions-index.mjs --check` (run by `pnpm lint` and `pnpm test`) fails when the
// index or a record's status line is out of date, or a number is used twice, so a new record
// cannot land without its line.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const folder = join(root, 'docs/decisions');
const modulesFolder = join(root, 'apps/api/src/modules');
const indexPath = join(folder, 'README.md');

/** Strongest first: a record superseded and amended by the same newer one shows "superseded". */
const kinds = /** @type {const} */ (['superseded', 'superseded in part', 'amended']);

/**
 * @typedef {{
 *   number: string,
 *   title: string,
 *   href: string,
 *   movedTo?: string,
 *   file?: string,
 *   lines?: string[],
 *   statusLine?: number,
 *   relations: Map<string, typeof kinds[number]>,
 * }} DecisionRecord
 */

/** @type {Map<string, DecisionRecord>} */
const records = new Map();
/** @type {string[]} */
const problems = [];
/** @type {{ from: string, to: string, kind: typeof kinds[number] }[]} */
const links = [];

const add = (/** @type {DecisionRecord} */ record) => {
  const other = records.get(record.number);
  if (other) {
    const where = (/** @type {DecisionRecord} */ r) => r.movedTo ?? `docs/decisions/${r.file}`;
    problems.push(`decision ${record.number} is used twice: ${where(other)} and ${where(record)}`);
    return;
  }
  records.set(record.number, record);
};

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
const slug = (/** @type {string} */ heading) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replaceAll(' ', '-');

/** Forward links of a record: the "Amends …" / "Supersedes …" clauses of its opening lines. */
const readChanges = (/** @type {string} */ number, /** @type {string[]} */ header) => {
  const text = header.filter((line) => !/^Status:/.test(line)).join(' ');
  const clauses = text
    .split(/\b(?=(?:amends|supersedes|keeps|builds on|follows|implements)\b)/i)
    .map((clause) => /^(amends|supersedes)\b(.*)$/is.exec(clause))
    .filter((match) => match !== null);
  for (const [, verb, rest] of clauses) {
    // A clause ends with its sentence: "Amends 220 (cancel). Issue 27 item 7 …".
    const sentence = rest.split(/\.\s+(?=[A-Z])/)[0] ?? '';
    const whole = /^\s*\[?\d{3}\b/.test(sentence);
    const kind =
      verb.toLowerCase() === 'supersedes'
        ? whole
          ? 'superseded'
          : 'superseded in part'
        : 'amended';
    for (const target of new Set(Array.from(sentence.matchAll(/\b(\d{3})\b/g), (m) => m[1]))) {
      if (target !== number) links.push({ from: number, to: target, kind });
    }
  }
};

// The records in docs/decisions.
for (const file of readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()) {
  const number = file.slice(0, 3);
  const lines = readFileSync(join(folder, file), 'utf8').split('\n');
  const title = (lines[0] ?? '')
    .replace(/^#\s*/, '')
    .replace(/^\d{3}\s*[:.]?\s*/, '')
    .trim();
  const statusLine = lines[2]?.startsWith('Status:') ? 2 : undefined;
  const record = { number, title, href: file, file, lines, statusLine, relations: new Map() };
  add(record);
  const firstSection = lines.findIndex((line, index) => index > 0 && line.startsWith('## '));
  readChanges(number, lines.slice(1, firstSection === -1 ? lines.length : firstSection));
}

// The records that moved into a module's README: `### NNN: title`, up to the next heading.
if (existsSync(modulesFolder)) {
  for (const module of readdirSync(modulesFolder).sort()) {
    const readme = join(modulesFolder, module, 'README.md');
    if (!existsSync(readme)) continue;
    const path = relative(root, readme);
    const lines = readFileSync(readme, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const match = /^### (\d{3}): (.+)$/.exec(line);
      if (!match) return;
      const [, number, title] = match;
      const next = lines.findIndex((text, at) => at > index && text.startsWith('#'));
      const body = lines.slice(index + 1, next === -1 ? lines.length : next);
      add({
        number,
        title: title.trim(),
        href: `../../${path}#${slug(line.replace(/^###\s*/, ''))}`,
        movedTo: path,
        relations: new Map(),
      });
      // Its opening paragraph may still say what it amends.
      const start = body.findIndex((text) => text.trim() !== '');
      if (start === -1) return;
      const end = body.findIndex((text, at) => at > start && text.trim() === '');
      readChanges(number, body.slice(start, end === -1 ? body.length : end));
    });
  }
}

for (const { from, to, kind } of links) {
  const target = records.get(to);
  if (!target || !records.has(from)) continue;
  const before = target.relations.get(from);
  if (!before || kinds.indexOf(kind) < kinds.indexOf(before)) target.relations.set(from, kind);
}

/** Status text of a record: "live", or its relations, strongest first. */
const statusOf = (/** @type {DecisionRecord} */ record) => {
  const link = (/** @type {string} */ number) => {
    const target = /** @type {DecisionRecord} */ (records.get(number));
    return `[${number}](${target.href})`;
  };
  const parts = kinds
    .map((kind) => {
      const numbers = [...record.relations]
        .filter(([, relation]) => relation === kind)
        .map(([number]) => number)
        .sort();
      return numbers.length > 0 ? `${kind} by ${numbers.map(link).join(', ')}` : '';
    })
    .filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'live';
};

/** @type {Map<string, string>} */
const recordTexts = new Map();
for (const record of records.values()) {
  if (!record.file || !record.lines) continue;
  const lines = [...record.lines];
  const line = `Status: ${statusOf(record)}.`;
  if (record.statusLine !== undefined) lines[record.statusLine] = line;
  else lines.splice(2, 0, line, '');
  recordTexts.set(record.file, lines.join('\n'));
}

const rows = [...records.values()]
  .sort((a, b) => a.number.localeCompare(b.number))
  .map((record) => {
    const status = record.movedTo
      ? [`moved to [${record.movedTo}](${record.href})`, statusOf(record)]
          .filter((part) => part !== 'live')
          .join('; ')
      : statusOf(record);
    return `| [${record.number}](${record.href}) | ${record.title.replaceAll('|', '\\|')} | ${status} |`;
  });

const text = `# Decision records

Rules SPEC leaves open, library choices and trade-offs, one record a decision (Context / Decision /
Consequences). Every record starts with a status line: live, amended by N, superseded (in part) by
N. A record that changes an older one says so below it ("Amends [NNN]" or "Supersedes … [NNN]");
the older one is kept, and its status line names the newer one (the script writes status lines;
never edit one by hand). A record that only specified one
endpoint moved into its API module's README (\`apps/api/src/modules/<module>/README.md\`, under
\`### NNN: title\`); its number stays taken. This index and the status lines are written by
\`node scripts/decisions-index.mjs\` from the records themselves; \`pnpm lint\` checks they are
current.

| # | decision | status |
| --- | --- | --- |
${rows.join('\n')}
`;

if (process.argv.includes('--check')) {
  const stale = [];
  let current = '';
  try {
    current = readFileSync(indexPath, 'utf8');
  } catch {}
  if (current !== text) stale.push('docs/decisions/README.md');
  for (const [file, expected] of recordTexts) {
    if (readFileSync(join(folder, file), 'utf8') !== expected)
      stale.push(`docs/decisions/${file} (status line)`);
  }
  for (const problem of problems) console.error(problem);
  if (stale.length > 0) {
    const shown = stale.slice(0, 5).join(', ');
    const more = stale.length > 5 ? ` and ${stale.length - 5} more` : '';
    console.error(`Out of date: ${shown}${more}; run \`node scripts/decisions-index.mjs\`.`);
  }
  if (stale.length > 0 || problems.length > 0) process.exit(1);
} else {
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  let changed = 0;
  for (const [file, expected] of recordTexts) {
    if (readFileSync(join(folder, file), 'utf8') !== expected) {
      writeFileSync(join(folder, file), expected);
      changed += 1;
    }
  }
  writeFileSync(indexPath, text);
  console.log(`docs/decisions/README.md: ${rows.length} records (${changed} status lines written)`);
}
