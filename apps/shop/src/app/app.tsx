import { Banner, Button, Spinner } from '@careshop/design-system';
import { useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { shopConfigQueryOptions } from '../lib/queries/get-shop-config';
import { useShopLanguage } from '../lib/use-shop-language';
import { useDocumentLanguage } from './providers';
import { router } from './router';

/** SPEC 2: a loading indicator until the config loads, then the routed app. */
export function App() {
  const { t } = useTranslation();
  const config = useQuery(shopConfigQueryOptions());
  if (config.isPending) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spinner label={t('common.loading')} size="lg" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <main style={{ padding: '2rem' }}>
        <Banner
          severity="error"
          live="alert"
          action={
            <Button onClick={() => void config.refetch()}>{t('errors.chunk_load.reload')}</Button>
          }
        >
          {t('errors.general_error')}
        </Banner>
      </main>
    );
  }
  return <RoutedApp />;
}

function RoutedApp() {
  const { language } = useShopLanguage();
  useDocumentLanguage(language);
  return <RouterProvider router={router} />;
}
