/**
 * A reader for the plain XML every Brickstream counter sends (decision 357): elements,
 * attributes in quotes, text without references, an XML declaration at the start. It builds the
 * tree fast-xml-parser builds with the Brickstream options (attributes as `@name`, trimmed texts,
 * `#text` beside attributes, the `repeated` tags always arrays) or answers undefined as soon as
 * the document holds anything else: a comment, CDATA, an entity or character reference, mixed
 * content, an odd name or spacing, anything not well-formed. The caller then reads it with
 * fast-xml-parser and its validator as before, so a bad or unusual file gets the same answer and
 * the same error, and only the common file skips their cost (about 150 µs of a one-bin file).
 */

type Tree = Record<string, unknown>;

interface Frame {
  name: string;
  attributes: [string, string][];
  children: Tree;
  hasChildren: boolean;
  text: string;
}

/** Names fast-xml-parser's validator accepts and a plain object can hold as a key. */
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
/** One attribute after whitespace: `name="value"` or `name='value'`, no `<`, `&` or line break. */
const ATTRIBUTE = /[ \t\r\n]+([A-Za-z_][A-Za-z0-9_.-]*)=(?:"([^"<&\t\r\n]*)"|'([^'<&\t\r\n]*)')/y;
const SPACE = /[ \t\r\n]*/y;
const DECLARATION_END = /[ \t\r\n]*\?>/y;

/** Names already judged: a file repeats a few names many times. */
const judgedNames = new Map<string, boolean>();

function isPlainName(name: string): boolean {
  let plain = judgedNames.get(name);
  if (plain === undefined) {
    plain = NAME.test(name) && !(name in Object.prototype);
    // Bounded: odd files must not grow it without end.
    if (judgedNames.size < 256) judgedNames.set(name, plain);
  }
  return plain;
}

/** Adds `value` under `name` as fast-xml-parser does: repeated tags become (or are) arrays. */
function addChild(tree: Tree, name: string, value: unknown, repeated: ReadonlySet<string>): void {
  const existing = tree[name];
  if (existing === undefined) {
    tree[name] = repeated.has(name) ? [value] : value;
  } else if (Array.isArray(existing)) {
    existing.push(value);
  } else {
    tree[name] = [existing, value];
  }
}

/** The attributes at `at` (up to the tag's end), or undefined when one is not plain. */
function readAttributes(
  xml: string,
  at: number,
): { attributes: [string, string][]; end: number } | undefined {
  const attributes: [string, string][] = [];
  let index = at;
  for (;;) {
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(xml);
    if (!match) break;
    const name = match[1] as string;
    const key = `@${name}`;
    if (attributes.some(([other]) => other === key)) return undefined;
    attributes.push([key, (match[2] ?? match[3] ?? '').trim()]);
    index = ATTRIBUTE.lastIndex;
  }
  return { attributes, end: index };
}

/** The value of a closed element as fast-xml-parser gives it. */
function elementValue(frame: Frame): unknown {
  if (!frame.hasChildren && frame.attributes.length === 0) return frame.text;
  const value = frame.children;
  if (frame.text !== '') value['#text'] = frame.text;
  for (const [key, attribute] of frame.attributes) value[key] = attribute;
  return value;
}

/**
 * The tree of `xml` (no byte-order mark) when it is plain XML as described above, else
 * undefined. `repeated` names the tags that are always arrays.
 */
export function readPlainXml(xml: string, repeated: ReadonlySet<string>): Tree | undefined {
  const root: Frame = { name: '', attributes: [], children: {}, hasChildren: false, text: '' };
  const stack: Frame[] = [root];
  let index = 0;
  if (xml.startsWith('<?xml ')) {
    const read = readAttributes(xml, 5);
    if (!read || read.attributes.length === 0) return undefined;
    DECLARATION_END.lastIndex = read.end;
    if (!DECLARATION_END.test(xml)) return undefined;
    root.children['?xml'] = Object.fromEntries(read.attributes);
    index = DECLARATION_END.lastIndex;
  }
  while (index < xml.length) {
    const open = xml.indexOf('<', index);
    const text = (open === -1 ? xml.slice(index) : xml.slice(index, open)).trim();
    const frame = stack[stack.length - 1] as Frame;
    if (text !== '') {
      // Outside the root, mixed with elements, more than one piece, or holding a reference or
      // a line break inside: fast-xml-parser's own reading decides.
      if (frame === root || frame.hasChildren || frame.text !== '') return undefined;
      if (text.includes('&') || text.includes('\r')) return undefined;
      frame.text = text;
    }
    if (open === -1) break;
    const close = xml.indexOf('>', open);
    if (close === -1) return undefined;
    if (xml[open + 1] === '/') {
      // A closing tag: `</Name>` with optional space before `>`.
      const name = xml.slice(open + 2, close).trimEnd();
      if (stack.length === 1 || name !== frame.name) return undefined;
      stack.pop();
      const parent = stack[stack.length - 1] as Frame;
      if (parent.text !== '') return undefined;
      addChild(parent.children, name, elementValue(frame), repeated);
      parent.hasChildren = true;
      index = close + 1;
      continue;
    }
    if (frame.text !== '') return undefined;
    // An opening or empty tag: `<Name`, attributes, optional space, `>` or `/>`.
    let nameEnd = open + 1;
    while (nameEnd < close && !' \t\r\n/'.includes(xml[nameEnd] as string)) nameEnd += 1;
    const name = xml.slice(open + 1, nameEnd);
    if (!isPlainName(name)) return undefined;
    const read = readAttributes(xml, nameEnd);
    if (!read) return undefined;
    SPACE.lastIndex = read.end;
    SPACE.test(xml);
    const tagEnd = SPACE.lastIndex;
    const element: Frame = {
      name,
      attributes: read.attributes,
      children: {},
      hasChildren: false,
      text: '',
    };
    if (tagEnd === close - 1 && xml[tagEnd] === '/') {
      addChild(frame.children, name, elementValue(element), repeated);
      frame.hasChildren = true;
    } else if (tagEnd === close) {
      stack.push(element);
    } else {
      return undefined;
    }
    index = close + 1;
  }
  if (stack.length !== 1 || !root.hasChildren) return undefined;
  return root.children;
}
