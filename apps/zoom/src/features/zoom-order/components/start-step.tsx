import { Button, Stack } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useWizardStore } from '../stores/wizard-store-context';

/** Step 1: what the professional needs before filling in the form. */
export function StartStep() {
  const { t } = useTranslation();
  const start = useWizardStore((state) => state.start);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack as="section" gap="md" aria-labelledby="zoom-start-title">
      <h2 id="zoom-start-title" ref={heading} tabIndex={-1}>
        {t('zoom.start.title')}
      </h2>
      <p>{t('zoom.intro')}</p>
      <p>{t('zoom.start.text')}</p>
      <div>
        <Button onClick={start}>{t('zoom.start.button')}</Button>
      </div>
    </Stack>
  );
}
