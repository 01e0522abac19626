import { Banner, Button, Dialog, TextAreaField } from '@careshop/design-system';
import { BACKOFFICE_REASON_MAX, licenceRejectionSchema } from '@careshop/validation';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks the reason of a rejection: the customer reads it in the e-mail, so a blank one is refused
 * here with the server's own rule (validation's `licenceRejectionSchema`).
 */
export function RejectDialog({
  email,
  busy,
  failure,
  onReject,
  onClose,
}: {
  email: string;
  busy: boolean;
  /** Why the last attempt failed, in the user's language. */
  failure: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('console_app.backoffice.licences.reject_title', { email })}
      description={t('console_app.backoffice.licences.reject_description')}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        className="console-form"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = licenceRejectionSchema.safeParse({ reason });
          if (!parsed.success) {
            setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
            field.current?.focus();
            return;
          }
          setError(undefined);
          onReject(parsed.data.reason);
        }}
      >
        {failure ? (
          <Banner severity="error" live="alert">
            {failure}
          </Banner>
        ) : null}
        <TextAreaField
          ref={field}
          name="reason"
          label={t('console_app.backoffice.licences.reason')}
          help={t('console_app.backoffice.licences.reason_hint')}
          error={error}
          required
          maxLength={BACKOFFICE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="console-actions">
          <Button type="submit" variant="danger" loading={busy}>
            {t('console_app.backoffice.licences.confirm_reject')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
