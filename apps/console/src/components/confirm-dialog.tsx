import { Banner, Button, Dialog } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  /** The thing asked about, as a question; also the dialog's accessible name. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string | undefined;
  danger?: boolean;
}

/** A yes-or-cancel question before something that cannot be undone (delete, revoke, rotate). */
export function ConfirmDialog({
  title,
  open,
  onOpenChange,
  confirmLabel,
  onConfirm,
  busy = false,
  error,
  danger = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <Banner severity="error" live="alert">
          {error}
        </Banner>
      ) : null}
    </Dialog>
  );
}
