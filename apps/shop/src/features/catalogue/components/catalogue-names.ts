/** An address inside the app (the breadcrumbs render plain links). */
export function appHref(path: string): string {
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`;
}

type Translate = (key: string) => string;

type Translations = Record<string, { name?: string; description?: string } | undefined>;

/** A category's display name in the language on screen (its translation when it has one). */
export function categoryName(
  category: { key: string; name?: string | null; translations?: unknown },
  t: Translate,
  language?: string,
): string {
  if (category.key === 'PKG') return t('shop.bundles');
  const translated = language
    ? (category.translations as Translations | undefined)?.[language]?.name
    : undefined;
  return translated ?? category.name ?? category.key;
}

/** A category's description in the language on screen, if it has one (the listing's intro). */
export function categoryDescription(
  category: { key: string; translations?: unknown },
  language: string,
): string | undefined {
  return (category.translations as Translations | undefined)?.[language]?.description || undefined;
}
