/** `text` for a LIKE pattern: its own `%`, `_` and `\` taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}
