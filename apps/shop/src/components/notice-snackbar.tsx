import { Snackbar } from '@careshop/design-system';
import { useTranslation } from 'react-i18next';
import { useNotificationStore } from '../stores/notification-store';

/** The app's one snackbar (SPEC 3 Snackbar); messages are i18n keys. */
export function NoticeSnackbar() {
  const { t } = useTranslation();
  const notice = useNotificationStore((state) => state.notice);
  const close = useNotificationStore((state) => state.close);
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      message={notice ? t(notice.message, notice.params) : ''}
      onClose={close}
      variant={notice?.variant ?? 'alert'}
      severity={notice?.severity ?? 'info'}
      position={notice?.position ?? 'bottom-right'}
      autoHideDuration={notice?.autoHideDuration ?? 3000}
      closeLabel={t('snackbar.close')}
    />
  );
}
