#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of the decision records: number, title and status.
// A record says what it changes on its third line ("Amends [NNN](…)", "Supersedes … [NNN](…)");
// the index turns that around, so an older record shows "amended by" or "superseded by" the newer.
// `node scripts/decisions-index.mjs --check` fails when the committed index is out of date (run by
// `pnpm lint`), so a new record cannot land without its line.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = new URL('../docs/decisions/', import.meta.url).pathname;
const indexPath = join(folder, 'README.md');
const files = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

/** @type {Map<string, { file: string, title: string, amendedBy: string[], supersededBy: string[] }>} */
const records = new Map();
/** @type {{ from: string, to: string, kind: 'amends' | 'supersedes' }[]} */
const links = [];

for (const file of files) {
  const number = file.slice(0, 3);
  const lines = readFileSync(join(folder, file), 'utf8').split('\n');
  const title = (lines[0] ?? '')
    .replace(/^#\s*/, '')
    .replace(/^\d{3}\s*[:.]\s*/, '')
    .trim();
  records.set(number, { file, title, amendedBy: [], supersededBy: [] });
  // What a record changes is said before its first section: "Amends [200](…)", "Supersedes the
  // … of [074](…)", "Amends 222 (…)"; "keeps" and "builds on" name records it leaves as they are.
  const header = lines.slice(
    1,
    lines.findIndex((line, index) => index > 0 && line.startsWith('## ')),
  );
  const clauses = header
    .join(' ')
    .split(/\b(?=(?:amends|supersedes|keeps|builds on)\b)/i)
    .map((clause) => /^(amends|supersedes)\b(.*)$/i.exec(clause))
    .filter(Boolean);
  for (const [, verb, rest] of clauses) {
    const kind = verb.toLowerCase() === 'supersedes' ? 'supersedes' : 'amends';
    for (const target of new Set(Array.from(rest.matchAll(/\b(\d{3})\b/g), (match) => match[1]))) {
      if (target !== number) links.push({ from: number, to: target, kind });
    }
  }
}

for (const { from, to, kind } of links) {
  const target = records.get(to);
  if (!target) continue;
  (kind === 'supersedes' ? target.supersededBy : target.amendedBy).push(from);
}

const link = (number) => `[${number}](${records.get(number)?.file})`;
const rows = [...records].map(([number, record]) => {
  const status = [
    record.supersededBy.length > 0
      ? `superseded (in part) by ${record.supersededBy.map(link).join(', ')}`
      : '',
    record.amendedBy.length > 0 ? `amended by ${record.amendedBy.map(link).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `| ${link(number)} | ${record.title.replaceAll('|', '\\|')} | ${status || 'live'} |`;
});

const text = `# Decision records

Rules SPEC leaves open, library choices and trade-offs, one record a decision (Context / Decision /
Consequences). A record that changes an older one says so on its third line ("Amends [NNN]" or
"Supersedes … [NNN]"); the older one is kept. This index is written by
\`node scripts/decisions-index.mjs\` from the records themselves; \`pnpm lint\` checks it is current.

| # | decision | status |
| --- | --- | --- |
${rows.join('\n')}
`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(indexPath, 'utf8');
  } catch {}
  if (current !== text) {
    console.error(
      'docs/decisions/README.md is out of date: run `node scripts/decisions-index.mjs`.',
    );
    process.exit(1);
  }
} else {
  writeFileSync(indexPath, text);
  console.log(`docs/decisions/README.md: ${rows.length} records`);
}
