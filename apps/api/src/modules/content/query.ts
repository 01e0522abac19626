import type { ContentDocument } from './documents.js';

/** A filter the documents search understands: `at` or `any` on a document field. */
interface Filter {
  op: 'at' | 'any';
  path: string;
  values: string[];
}

/** Thrown for a `q` the server cannot parse; answered as 400 like the content service does. */
export class ContentQueryError extends Error {
  override readonly name = 'ContentQueryError';
}

const predicate = /^(at|any)\(\s*([\w.]+)\s*,\s*(.+)\)$/;

function parseValues(raw: string): string[] {
  const text = raw.trim();
  if (text.startsWith('[')) {
    const inner = text.slice(1, -1).trim();
    if (inner === '') return [];
    return inner.split(',').map((part) => parseValues(part)[0] ?? '');
  }
  if (/^".*"$/.test(text)) return [text.slice(1, -1)];
  throw new ContentQueryError(`Unexpected value ${text}`);
}

/** Parses `[[at(document.type, "faq")][at(my.faq.uid, "ordering")]]` (one or many `q`). */
export function parseQuery(q: string | string[] | undefined): Filter[] {
  const parts = q === undefined ? [] : Array.isArray(q) ? q : [q];
  const filters: Filter[] = [];
  for (const part of parts) {
    const text = part.trim();
    if (!text.startsWith('[[') || !text.endsWith(']]')) {
      throw new ContentQueryError(`q must look like [[at(document.type, "faq")]], got ${text}`);
    }
    for (const inner of text.slice(2, -2).split('][')) {
      const match = predicate.exec(inner.trim());
      if (!match) throw new ContentQueryError(`Unsupported predicate ${inner}`);
      const [, op, path, values] = match;
      filters.push({ op: op as Filter['op'], path: path ?? '', values: parseValues(values ?? '') });
    }
  }
  return filters;
}

function fieldOf(document: ContentDocument, path: string): string[] {
  if (path === 'document.type') return [document.type];
  if (path === 'document.id') return [document.id];
  if (path === 'document.tags') return document.tags;
  if (path === `my.${document.type}.uid`) return [document.uid];
  throw new ContentQueryError(`Unsupported field ${path}`);
}

/** Documents matching every filter, in the requested language (`*` = all). */
export function runQuery(
  documents: readonly ContentDocument[],
  filters: readonly Filter[],
  lang: string,
): ContentDocument[] {
  return documents.filter((document) => {
    if (lang !== '*' && document.lang !== lang) return false;
    return filters.every((filter) => {
      if (filter.path.startsWith('my.') && !filter.path.startsWith(`my.${document.type}.`)) {
        return false;
      }
      const field = fieldOf(document, filter.path);
      return filter.op === 'at'
        ? filter.values.every((value) => field.includes(value))
        : filter.values.some((value) => field.includes(value));
    });
  });
}
