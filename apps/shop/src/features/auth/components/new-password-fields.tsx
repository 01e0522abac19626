import { PasswordField } from '@careshop/design-system';
import type { FormValues } from '@careshop/schema-form';
import { useTranslation } from 'react-i18next';

/** The part of a `useSchemaForm` form the two fields bind to. */
interface PasswordForm {
  values: FormValues;
  set(name: string, value: string): void;
  errorOf(name: string): string | undefined;
}

/**
 * A new password with the SPEC 2 strength meter and its repeat, bound to the form's `password`
 * and `repeat` fields (register and reset password; SPEC 5 checks both through the schema).
 */
export function NewPasswordFields({
  form,
  passwordLabel,
  repeatLabel,
}: {
  form: PasswordForm;
  passwordLabel: string;
  repeatLabel: string;
}) {
  const { t } = useTranslation();
  const strengthLabels = {
    poor: t('password.strength.poor'),
    weak: t('password.strength.weak'),
    normal: t('password.strength.normal'),
    good: t('password.strength.good'),
    strong: t('password.strength.strong'),
  };
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        required
        help={t('password.hint')}
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        strengthLabels={strengthLabels}
        strengthName={t('password.strength.label', { level: '' })}
        value={String(form.values.password ?? '')}
        onChange={(value) => form.set('password', value)}
        error={form.errorOf('password')}
      />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        value={String(form.values.repeat ?? '')}
        onChange={(value) => form.set('repeat', value)}
        error={form.errorOf('repeat')}
      />
    </>
  );
}
