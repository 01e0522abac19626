/**
 * A reader for the plain XML every Brickstream counter sends (decision 357), on `saxes`, a strict
 * SAX parser: elements, attributes, texts without references, an XML declaration. From saxes'
 * events it builds the tree fast-xml-parser builds with the Brickstream options (attributes as
 * `@name`, trimmed texts, `#text` beside attributes, the `repeated` tags always arrays) or answers
 * undefined when saxes refuses the document or it holds anything that tree would not reproduce
 * exactly: a comment, CDATA, a processing instruction, a document type, an entity or character
 * reference, mixed content, a name not plain. The caller then reads it with fast-xml-parser and
 * its validator as before, so a bad or unusual file gets the same answer and the same error, and
 * only the common file skips their cost.
 */
import { SaxesParser, type SaxesTagPlain, type XMLDecl } from 'saxes';

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
/** White space saxes turns into a space inside an attribute value, and fast-xml-parser keeps. */
const VALUE_SPACE = /[\t\r\n]/;
/** Space around `=` or before `?>`, which saxes accepts and fast-xml-parser reads its own way. */
const SPACED_MARKUP = /\s=|=\s|\s\?>/;

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

/** Thrown by a handler to stop saxes at the first thing the fast path does not reproduce. */
class NotPlain extends Error {}
const notPlain = (): never => {
  throw new NotPlain();
};

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

/** The value of a closed element as fast-xml-parser gives it. */
function elementValue(frame: Frame): unknown {
  if (!frame.hasChildren && frame.attributes.length === 0) return frame.text;
  const value = frame.children;
  if (frame.text !== '') value['#text'] = frame.text;
  for (const [key, attribute] of frame.attributes) value[key] = attribute;
  return value;
}

const newFrame = (name: string, attributes: [string, string][]): Frame => ({
  name,
  attributes,
  children: {},
  hasChildren: false,
  text: '',
});

/** The document being read: set by `readPlainXml`, read by the handlers. */
const state = {
  xml: '',
  repeated: new Set<string>() as ReadonlySet<string>,
  hasCarriageReturn: false,
  stack: [] as Frame[],
};

function onXmlDecl(decl: XMLDecl): void {
  // saxes keeps the order the specification sets (version, encoding, standalone), as written.
  const attributes: Tree = {};
  if (decl.version !== undefined) attributes['@version'] = decl.version;
  if (decl.encoding !== undefined) attributes['@encoding'] = decl.encoding;
  if (decl.standalone !== undefined) attributes['@standalone'] = decl.standalone;
  (state.stack[0] as Frame).children['?xml'] = attributes;
}

function onText(raw: string): void {
  const text = raw.trim();
  if (text === '') return;
  const frame = state.stack[state.stack.length - 1] as Frame;
  // Outside the root, mixed with elements, more than one piece, or a line break that saxes
  // turned from `\r\n` into `\n`: fast-xml-parser's own reading decides.
  if (state.stack.length === 1 || frame.hasChildren || frame.text !== '') notPlain();
  if (state.hasCarriageReturn && text.includes('\n')) notPlain();
  frame.text = text;
}

function onOpenTag(tag: SaxesTagPlain): void {
  const parent = state.stack[state.stack.length - 1] as Frame;
  if (parent.text !== '' || !isPlainName(tag.name)) notPlain();
  const attributes: [string, string][] = [];
  let spaced = false;
  for (const name in tag.attributes) {
    const value = tag.attributes[name] as string;
    if (!isPlainName(name) || value.includes('>')) notPlain();
    if (value.includes(' ')) spaced = true;
    attributes.push([`@${name}`, value.trim()]);
  }
  if (spaced) {
    // saxes reads a tab or line break in a value as a space, fast-xml-parser keeps it: look at
    // the tag as written (rare: counters write no spaces in values).
    const { xml } = state;
    const written = xml.slice(xml.lastIndexOf('<', parser.position - 1), parser.position);
    if (VALUE_SPACE.test(written)) notPlain();
  }
  state.stack.push(newFrame(tag.name, attributes));
}

function onCloseTag(): void {
  const frame = state.stack.pop() as Frame;
  const parent = state.stack[state.stack.length - 1] as Frame;
  addChild(parent.children, frame.name, elementValue(frame), state.repeated);
  parent.hasChildren = true;
}

/**
 * One configuration: no namespaces (a `:` name is not plain anyway), no line and column
 * tracking (only the offset `position` is read, which saxes keeps anyway).
 */
const OPTIONS = { xmlns: false, position: false } as const;
type PlainParser = SaxesParser<typeof OPTIONS>;

/** One parser, set up once and reset by saxes after each document; replaced after a stop. */
let parser: PlainParser = newParser();

function newParser(): PlainParser {
  const created = new SaxesParser(OPTIONS);
  created.on('xmldecl', onXmlDecl);
  created.on('text', onText);
  created.on('opentag', onOpenTag);
  created.on('closetag', onCloseTag);
  // No handler for comments, CDATA, processing instructions or document types: saxes adds each
  // handler to the parser object as a property, and with all eight V8 turns it into a slow
  // dictionary object (one parse took 200 µs instead of 30). They are found in the text instead.
  return created;
}

/**
 * The tree of `xml` (no byte-order mark) when it is plain XML as described above, else
 * undefined. `repeated` names the tags that are always arrays.
 */
export function readPlainXml(xml: string, repeated: ReadonlySet<string>): Tree | undefined {
  // A reference is decoded by saxes and by fast-xml-parser in their own ways: theirs decides.
  // `<!` opens a comment, CDATA or a document type and `<?` a processing instruction (only the
  // XML declaration may start the file); neither can stand in a text or a value saxes accepts.
  if (xml.includes('&') || xml.includes('<!') || xml.includes('<?', 1)) return undefined;
  // saxes allows space around `=` in attributes and the declaration, and before its `?>`:
  // fast-xml-parser reads those its own way. (A text with ` = ` falls back too: rare, harmless.)
  if (SPACED_MARKUP.test(xml)) return undefined;
  const root = newFrame('', []);
  state.xml = xml;
  state.repeated = repeated;
  state.hasCarriageReturn = xml.includes('\r');
  state.stack = [root];
  try {
    parser.write(xml).close();
  } catch {
    // A refusal (saxes throws without an error handler) or a stop: the parser is mid-document.
    parser = newParser();
    return undefined;
  } finally {
    state.xml = '';
    state.stack = [];
  }
  // A file opening with `<?` that gave no declaration opens with a processing instruction.
  if (!root.hasChildren || (xml.startsWith('<?') && !('?xml' in root.children))) return undefined;
  return root.children;
}
