import { Button, LanguageSwitcher } from '@careshop/design-system';
import { languageNames, type SupportedLanguage, supportedLanguages } from '@careshop/i18n/lazy';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouteContext, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../lib/language-store';
import { useWho, type Who } from '../lib/me';
import { backofficeRoutes, queries } from '../lib/queries';
import { api, logout } from '../lib/session';
import { shopNavItems, visibleNavItems } from './nav-items';
import { NotAvailablePage } from './not-available';

const languageOptions = supportedLanguages.map((code) => ({ code, label: languageNames[code] }));

/**
 * The menu's drawer (Radix Dialog with its focus trap, scroll lock and layers: most of the
 * Radix code a first screen would otherwise load) is fetched when the menu button is pointed at,
 * focused or pressed, and mounted from the first opening on (decision 363).
 */
const loadMenuDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(loadMenuDrawer);
/** Fetches the drawer ahead of a press; a failure is left to the press, which asks again. */
const prefetchMenuDrawer = () => {
  loadMenuDrawer().catch(() => undefined);
};

/**
 * Header (brand, navigation by level, language, account, logout) and the routed screen. On a
 * phone or a narrow window the navigation, language, account and logout move into a menu
 * (a drawer opened by the "Menu" button), so the header stays one row and every screen stays
 * reachable. A screen the user may not use (the shell route's access check) shows the "not
 * available" page instead, before it loads anything.
 */
export function ConsoleShell() {
  const { t } = useTranslation();
  const who = useWho();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const forbidden = useRouteContext({
    from: '/authed/shell',
    select: (context) => context.forbidden,
  });
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer stays mounted once opened, so it closes as it always did.
  const [menuUsed, setMenuUsed] = useState(false);
  // A link chosen in the menu closes it (focus goes back to the menu button).
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  return (
    <div className="console-layout">
      <a className="console-skip" href="#main-content">
        {t('console_app.shell.skip_to_content')}
      </a>
      <header className="console-header">
        <Link to={who.kind === 'staff' ? '/shop/licences' : '/'} className="console-brand">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
            <circle cx="14" cy="14" r="13" fill="currentColor" opacity="0.15" />
            <rect x="7" y="14" width="3" height="7" rx="1.5" fill="currentColor" />
            <rect x="12.5" y="9" width="3" height="12" rx="1.5" fill="currentColor" />
            <rect x="18" y="11" width="3" height="10" rx="1.5" fill="currentColor" />
          </svg>
          <span>
            {who.kind === 'staff' ? t('console_app.backoffice.title') : t('console.title')}
          </span>
        </Link>
        <div className="console-header-actions">
          <AccountActions who={who} />
        </div>
        <div className="console-menu-button">
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={prefetchMenuDrawer}
            onFocus={prefetchMenuDrawer}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <span aria-hidden="true">☰</span> {t('console_app.shell.menu')}
          </Button>
        </div>
        <ShellNav who={who} className="console-nav" />
      </header>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MenuDrawer
            title={t('console_app.shell.menu')}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            side="end"
            closeLabel={t('common.close')}
          >
            <ShellNav who={who} className="console-menu-nav" />
            <div className="console-menu-actions">
              <AccountActions who={who} />
            </div>
          </MenuDrawer>
        </Suspense>
      ) : null}
      <main id="main-content" className="console-main" key={pathname}>
        {forbidden ? <NotAvailablePage /> : <Outlet />}
      </main>
    </div>
  );
}

/** The screens the user may open: the Shop's for staff, the level's for console users. */
function ShellNav({ who, className }: { who: Who; className: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('console_app.shell.main_nav')} className={className}>
      <ul>
        {(who.kind === 'staff' ? shopNavItems : visibleNavItems(who.me.actions)).map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="console-nav-link"
              activeOptions={{ exact: item.to === '/' }}
              activeProps={{ 'aria-current': 'page' }}
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Language, the own account and logout. */
function AccountActions({ who }: { who: Who }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const me = who.me;
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;
  return (
    <>
      <LanguageSwitcher
        languages={languageOptions}
        value={language}
        onChange={(code) => {
          setLanguage(code as SupportedLanguage);
          // The language is saved to the account: a console user's reports and report
          // e-mails, a staff member's e-mails and lookups follow it (decision 228).
          if (who.kind === 'console') {
            void api
              .call(consoleRoutes.updateMe, { body: { language: code as SupportedLanguage } })
              .catch(() => {});
          } else {
            void backofficeRoutes()
              .then((routes) =>
                api.call(routes.updateMe, { body: { language: code as SupportedLanguage } }),
              )
              .then((saved) =>
                queryClient.setQueryData<Who>(queries.who().queryKey, {
                  kind: 'staff',
                  me: saved,
                }),
              )
              .catch(() => {});
          }
        }}
        label={t('console_app.shell.language')}
      />
      <Link
        to={who.kind === 'console' ? '/account' : '/shop/account'}
        className="console-account-link"
        activeProps={{ 'aria-current': 'page' }}
      >
        {name}
      </Link>
      <button type="button" className="console-text-button" onClick={() => logout()}>
        {t('console_app.shell.logout')}
      </button>
    </>
  );
}
