/**
 * True when the JSON text nests arrays and objects deeper than `max`. One pass over the text,
 * before it is parsed: a hostile body of a million `[` is refused without any recursion, so
 * neither the parser nor a later walk (canonical JSON, the schema) can overflow the stack.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}
