import { Banner, Button, Dialog } from '@careshop/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The new key of a device, shown this once, with a copy button. */
export function KeyDialog({
  name,
  deviceKey,
  onClose,
}: {
  name: string;
  deviceKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${t('console_app.devices.key_title')}: ${name}`}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(deviceKey).then(() => setCopied(true));
            }}
          >
            {t('console_app.devices.copy')}
          </Button>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </>
      }
    >
      <Banner severity="warning" live="none">
        {t('console_app.devices.key_once')}
      </Banner>
      <code className="console-key" data-testid="device-key">
        {deviceKey}
      </code>
      {copied ? (
        <p role="status" className="console-muted">
          {t('console_app.devices.copied')}
        </p>
      ) : (
        <p role="status" className="console-sr-only" />
      )}
    </Dialog>
  );
}
