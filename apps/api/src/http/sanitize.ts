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
