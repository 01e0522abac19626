import { Banner, Button, Container } from '@careshop/design-system';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/route-chunk';

/**
 * A route failed. A chunk that is missing or timed out (SPEC 8) gets its own message and a reload
 * action instead of a blank page; anything else is the general error.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const isChunk = error instanceof ChunkLoadError;
  return (
    <Container as="main" id="main-content" className="shop-main">
      <Banner
        severity="error"
        live="alert"
        action={
          <Button onClick={() => window.location.reload()}>{t('errors.chunk_load.reload')}</Button>
        }
      >
        {isChunk ? t('errors.chunk_load.message') : t('errors.general_error')}
      </Banner>
    </Container>
  );
}
