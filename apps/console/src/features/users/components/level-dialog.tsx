import { Banner, Button, Dialog, Select } from '@careshop/design-system';
import type { ConsoleUser } from '@careshop/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from './user-rules';

/** The level of one user, chosen from the levels the viewer may grant. */
export function LevelDialog({
  user,
  levels,
  busy,
  error,
  onClose,
  onSave,
}: {
  user: ConsoleUser;
  levels: number[];
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onSave: (level: number) => void;
}) {
  const { t } = useTranslation();
  const [level, setLevel] = useState(String(user.console_level));
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${t('console_app.users.change_level')}: ${nameOf(user)}`}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onSave(Number(level))}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {error ? (
        <Banner severity="error" live="alert">
          {error}
        </Banner>
      ) : null}
      <Select
        label={t('console.users.user_level')}
        name="level"
        options={levels.map((value) => ({
          value: String(value),
          label: t(`console.user_levels.${value}`),
        }))}
        value={level}
        onChange={(event) => setLevel(event.target.value)}
      />
    </Dialog>
  );
}
