import xss from 'xss';

// xss is CommonJS: its named exports are not visible to Node's ESM loader.
const { FilterXSS, safeAttrValue } = xss as unknown as typeof import('xss');

// The maintenance message is HTML typed by staff into the database and rendered by the apps:
// keep simple formatting and links, drop scripts, event handlers and anything else.
const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    ul: [],
    ol: [],
    li: [],
    h1: [],
    h2: [],
    h3: [],
    a: ['href', 'title', 'target', 'rel'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  safeAttrValue: (tag, name, value, cssFilter) => {
    // The default handler already drops javascript: URLs; this also drops data: and other schemes.
    if (tag === 'a' && name === 'href' && !/^(https?:|mailto:|\/)/i.test(value.trim())) return '';
    return safeAttrValue(tag, name, value, cssFilter);
  },
});

/** Sanitises HTML that came from the database before it is served. */
export function sanitizeHtml(html: string | null): string | null {
  return html === null ? null : filter.process(html);
}

// A plain-text field typed by staff (the maintenance title): every tag goes, script and style
// bodies with it; the text stays as typed (the apps render it as text, so `<` needs no escaping).
const textFilter = new FilterXSS({
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  escapeHtml: (text) => text,
});

/**
 * Sanitises a plain-text field (decision 148): no markup survives, and no control character
 * either, so what is stored and served is only the text a person reads.
 */
export function sanitizeText(text: string | null): string | null {
  if (text === null) return null;
  const cleaned = textFilter
    .process(text)
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  return cleaned === '' ? null : cleaned;
}
