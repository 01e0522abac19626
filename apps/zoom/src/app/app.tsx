import { Button, LanguageSwitcher, Link, Tabs } from '@careshop/design-system';
import { languageNames, type SupportedLanguage, supportedLanguages } from '@careshop/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../config/env';
import { SentDeliveries } from '../features/deliveries/components/sent-deliveries';
import { SessionGate } from '../features/session/components/session-gate';
import { ZoomWizard } from '../features/zoom-order/components/zoom-wizard';
import { WizardStoreProvider } from '../features/zoom-order/stores/wizard-store-context';
import { logout, useSessionStore } from '../lib/api';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { useLanguageStore } from '../lib/language-store';
import { storageKeys } from '../lib/storage-keys';

const languageOptions = supportedLanguages.map((code) => ({ code, label: languageNames[code] }));

const wizardOptions = {
  // Patient data lives as long as the tab: a reload keeps it, a shared practice computer does not
  // (docs/decisions/122-zoom-app-login-and-state.md).
  storage: window.sessionStorage,
  name: storageKeys.wizard,
  createKey: () => newIdempotencyKey(),
};

/** The app shell: title, language, back to the shop, log out; then the gated wizard. */
export function App() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const hasToken = useSessionStore((state) => state.hasToken);
  const [tab, setTab] = useState('new');

  return (
    <>
      <header className="zoom-header">
        <h1>{t('zoom.title')}</h1>
        <div className="zoom-header-actions">
          <LanguageSwitcher
            label={t('navigation.header.language')}
            languages={languageOptions}
            value={language}
            onChange={(code) => setLanguage(code as SupportedLanguage)}
          />
          <Link href={env.VITE_SHOP_URL}>{t('zoom.app.back_to_shop')}</Link>
          {hasToken ? (
            <Button variant="secondary" onClick={() => logout()}>
              {t('navigation.top_bar.logout')}
            </Button>
          ) : null}
        </div>
      </header>
      <main className="zoom-main" id="main">
        <SessionGate>
          {() => (
            <WizardStoreProvider options={wizardOptions}>
              <Tabs
                label={t('zoom.app.sections')}
                value={tab}
                onValueChange={setTab}
                items={[
                  {
                    value: 'new',
                    label: t('zoom.app.new_delivery'),
                    content: <ZoomWizard onShowDeliveries={() => setTab('sent')} />,
                  },
                  {
                    value: 'sent',
                    label: t('zoom.app.sent_deliveries'),
                    content: <SentDeliveries />,
                  },
                ]}
              />
            </WizardStoreProvider>
          )}
        </SessionGate>
      </main>
    </>
  );
}
