/** A dictionary subtree: strings at the leaves, nested records above them. */
export interface DictionaryTree {
  readonly [key: string]: string | DictionaryTree;
}

/**
 * The leaves of a dictionary as `dotted.key → text`, in declaration order. Tests and tools
 * compare languages key by key with it.
 */
export function flattenDictionary(tree: DictionaryTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenDictionary(value, `${path}.`));
  }
  return flat;
}

/** The i18next `{{name}}` placeholders in a text, sorted and without repeats. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)) {
    if (match[1] !== undefined) names.add(match[1]);
  }
  return [...names].sort();
}
