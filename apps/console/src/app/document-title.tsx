import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** What the title names: a dictionary key and the values of its placeholders. */
interface ScreenName {
  key: string;
  values?: Record<string, string>;
}

/** The route state's parts the title reads (the matches of `useMatches`). */
interface TitleMatch {
  status: string;
  _notFound?: boolean;
  params: unknown;
  context: unknown;
  staticData: {
    title?: string;
    titleValues?: (params: Record<string, string>) => Record<string, string>;
  };
}

/**
 * The screen a route state shows, from the routes' `staticData.title`: the deepest route that
 * names one, unless the address is unknown ("page not found"), the user may not use the screen
 * (the shell's access check put `forbidden` in the route context) or it failed to load.
 */
export function screenName(matches: readonly TitleMatch[]): ScreenName | undefined {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) {
    return { key: 'console_app.not_found.title' };
  }
  if (matches.some((match) => (match.context as { forbidden?: boolean }).forbidden === true)) {
    return { key: 'console_app.access.title' };
  }
  if (matches.some((match) => match.status === 'error')) {
    return { key: 'console_app.forms.load_failed' };
  }
  const named = matches.findLast((match) => match.staticData.title !== undefined);
  if (!named?.staticData.title) return undefined;
  const params = (named.params ?? {}) as Record<string, string>;
  return { key: named.staticData.title, values: named.staticData.titleValues?.(params) };
}

/** Keeps `document.title` at "screen · app" in the chosen language, for every route. */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const name = screenName(useMatches() as TitleMatch[]);
  const app = t('console_app.shell.app_name');
  const title = name ? `${t(name.key, name.values)} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The root route's layout: the routed screen, with its document title. */
export function RootLayout() {
  useDocumentTitle();
  return <Outlet />;
}
