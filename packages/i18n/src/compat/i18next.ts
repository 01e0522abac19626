/**
 * What the built shop and console run instead of i18next (decisions 354 and 366): the part of
 * i18next's API and behaviour they use, in ~1.2 KB gzipped instead of ~17. Each app's
 * `vite.config.ts` aliases `i18next` to this module for its build and dev server only; the
 * sources' types, the unit tests, Zoom! Delivered and the API keep i18next. `i18next.test.ts`
 * runs every key of every language's texts (the shop's and the whole dictionary the console
 * loads) through both and expects the same strings.
 *
 * Covered: one namespace or more (`ns:key`), nested keys, `{{name}}` interpolation (missing
 * values kept as written, as i18next's `skipOnVariables`), `defaultValue` (or a string as second
 * argument), `count` (a `key_<plural form>` by `Intl.PluralRules`, then the key itself), `lng`,
 * a fallback language, `returnEmptyString`, `escapeValue`, resource bundles added and merged,
 * `exists`, `changeLanguage` with its `languageChanged` event. Not covered (neither app uses any):
 * backends, detectors, formatters (`{{value, format}}`), nesting (`$t(…)`), context,
 * `returnObjects`, post-processors.
 */

type Tree = { [key: string]: unknown };
type Listener = (...args: unknown[]) => void;

export interface TOptions {
  [name: string]: unknown;
  lng?: string;
  ns?: string;
  defaultValue?: unknown;
  count?: number;
}

export interface InitOptions {
  resources?: Record<string, Record<string, Tree>>;
  lng?: string;
  fallbackLng?: string | readonly string[] | false;
  ns?: string | readonly string[];
  defaultNS?: string;
  returnEmptyString?: boolean;
  interpolation?: { escapeValue?: boolean };
  [option: string]: unknown;
}

export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of a dictionary's nested objects (its texts are strings), so merging leaves it alone. */
function cloneTree(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, isTree(value) ? cloneTree(value) : value]),
  );
}

function pathIn(tree: unknown, path: string): unknown {
  if (!isTree(tree)) return undefined;
  if (Object.hasOwn(tree, path)) return tree[path];
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (!isTree(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = target[key];
    target[key] = isTree(value) && isTree(current) ? merge(current, value) : value;
  }
  return target;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};

/** One translator: the shop creates one with `createInstance`. */
export class I18n {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions = {};
  private readonly store: Record<string, Record<string, Tree>> = {};
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor() {
    this.t = this.t.bind(this);
  }

  use(): this {
    return this;
  }

  init(
    options: InitOptions = {},
    callback?: (error: null, t: TFunction) => void,
  ): Promise<TFunction> {
    this.options = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [namespace, tree] of Object.entries(namespaces)) {
        this.addResourceBundle(language, namespace, tree, true, true);
      }
    }
    this.setLanguage(options.lng ?? '');
    this.isInitialized = true;
    this.emit('initialized', options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  addResourceBundle(
    language: string,
    namespace: string,
    resources: object,
    deep = false,
    overwrite = false,
  ): this {
    const namespaces = this.store[language] ?? {};
    this.store[language] = namespaces;
    const current = namespaces[namespace] ?? {};
    namespaces[namespace] = deep
      ? overwrite
        ? merge(current, cloneTree(resources as Tree))
        : merge(cloneTree(resources as Tree), current)
      : { ...current, ...(resources as Tree) };
    this.emit('added', language, namespace);
    return this;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store[language]?.[namespace] !== undefined;
  }

  getResourceBundle(language: string, namespace: string): Tree | undefined {
    return this.store[language]?.[namespace];
  }

  changeLanguage(language?: string, callback?: (error: null, t: TFunction) => void) {
    if (language && language !== this.language) {
      this.setLanguage(language);
      this.emit('languageChanged', language);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  getFixedT(language?: string | null, namespace?: string | null): TFunction {
    return (key, options) => {
      const given = typeof options === 'string' ? { defaultValue: options } : (options ?? {});
      return this.t(key, {
        ...given,
        ...(language && given.lng === undefined ? { lng: language } : {}),
        ...(namespace && given.ns === undefined ? { ns: namespace } : {}),
      });
    };
  }

  /** As i18next's: true for any value at the key, an empty text or a subtree too. */
  exists(key: string, options: TOptions = {}): boolean {
    return this.lookup(key, options, () => true) !== undefined;
  }

  t(key: string | readonly string[], options?: TOptions | string): string {
    const given: TOptions =
      typeof options === 'string' ? { defaultValue: options } : (options ?? {});
    const keys = typeof key === 'string' ? [key] : key;
    for (const each of keys) {
      const found = this.lookup(each, given);
      if (found !== undefined) return this.interpolate(found, given);
    }
    if (given.defaultValue !== undefined)
      return this.interpolate(String(given.defaultValue), given);
    return keys.at(-1) ?? '';
  }

  private setLanguage(language: string): void {
    this.language = language;
    this.languages = this.order(language);
  }

  /** The languages a look-up in `language` tries: it, its base language, the fallbacks. */
  private order(language: string): string[] {
    const fallback = this.options.fallbackLng;
    const list = [language, language.split('-')[0] ?? language];
    if (typeof fallback === 'string') list.push(fallback);
    else if (Array.isArray(fallback)) list.push(...fallback);
    return [...new Set(list.filter(Boolean))];
  }

  private usable(value: unknown): boolean {
    return typeof value === 'string' && (value !== '' || this.options.returnEmptyString !== false);
  }

  private defaultNamespace(): string {
    const { defaultNS, ns } = this.options;
    return defaultNS ?? (typeof ns === 'string' ? ns : ns?.[0]) ?? 'translation';
  }

  /**
   * The first value for `key` that `accept`s (by default a text, an empty one only with
   * `returnEmptyString`) in the look-up order, or undefined.
   */
  private lookup(
    key: string,
    options: TOptions,
    accept: (value: unknown) => boolean = (value) => this.usable(value),
  ): string | undefined {
    let namespace = options.ns ?? this.defaultNamespace();
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0 && Object.values(this.store).some((each) => key.slice(0, colon) in each)) {
      namespace = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    const languages = options.lng === undefined ? this.languages : this.order(options.lng);
    for (const language of languages) {
      const tree = this.store[language]?.[namespace];
      if (typeof options.count === 'number') {
        const plural = pathIn(tree, `${path}_${pluralForm(language, options.count)}`);
        if (accept(plural)) return plural as string;
      }
      const value = pathIn(tree, path);
      if (accept(value)) return value as string;
    }
    return undefined;
  }

  private interpolate(text: string, data: TOptions): string {
    const escaping = this.options.interpolation?.escapeValue !== false;
    return text.replace(/\{\{(-?)(.+?)\}\}/g, (match, raw: string, name: string) => {
      const path = name.trim();
      const value = pathIn(data, path);
      if (value === undefined) return Object.hasOwn(data, path) ? '' : match;
      const string = value === null ? '' : String(value);
      return escaping && raw === ''
        ? string.replace(/[&<>"'/]/g, (char) => escapes[char] ?? char)
        : string;
    });
  }
}

/** A new translator, as `i18next.createInstance()`. */
export function createInstance(options?: InitOptions): I18n {
  const instance = new I18n();
  if (options) void instance.init(options);
  return instance;
}

/** The module's own instance, as i18next's default export (with `createInstance` on it). */
const i18next = Object.assign(new I18n(), { createInstance });

export type i18n = I18n;
export default i18next;
