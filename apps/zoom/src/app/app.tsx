import { Tabs, visuallyHidden } from '@careshop/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SentDeliveries } from '../features/deliveries/components/sent-deliveries';
import { SessionGate } from '../features/session/components/session-gate';
import { ZoomWizard } from '../features/zoom-order/components/zoom-wizard';
import { WizardStoreProvider } from '../features/zoom-order/stores/wizard-store-context';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { storageKeys } from '../lib/storage-keys';
import { ZoomFooter, ZoomHeader } from './layout/zoom-chrome';

const wizardOptions = {
  // Patient data lives as long as the tab: a reload keeps it, a shared practice computer does not
  // (docs/decisions/122-zoom-app-login-and-state.md).
  storage: window.sessionStorage,
  name: storageKeys.wizard,
  createKey: () => newIdempotencyKey(),
};

/**
 * The app shell: the shop's header and footer (decision 251) around the gated wizard; the page's
 * title is for screen readers, the logo shows it.
 */
export function App() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('new');

  return (
    <>
      <ZoomHeader />
      <main className="zoom-main" id="main">
        <h1 className={visuallyHidden}>{t('zoom.title')}</h1>
        <SessionGate>
          {(user) => (
            <WizardStoreProvider options={wizardOptions}>
              <Tabs
                label={t('zoom.app.sections')}
                value={tab}
                onValueChange={setTab}
                items={[
                  {
                    value: 'new',
                    label: t('zoom.app.new_delivery'),
                    content: (
                      <ZoomWizard
                        officeRole={user.office_role}
                        onShowDeliveries={() => setTab('sent')}
                      />
                    ),
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
      <ZoomFooter />
    </>
  );
}
