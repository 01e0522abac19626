import { Banner, Button, Card, PasswordField, Stack, StatusBadge } from '@careshop/design-system';
import { isSupportedLanguage, languageNames } from '@careshop/i18n';
import { useSchemaForm } from '@careshop/schema-form';
import { changePasswordFormSchema, countryName, isLicenseApproved } from '@careshop/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { useMe } from '../../../lib/queries/get-me';
import { useChangePassword } from '../api/change-password';

/**
 * SPEC 2 my account: customer ID, language, shipping address, e-mail, licence status and the
 * change-password form.
 */
export function MyAccountPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<'ok' | 'failed' | null>(null);
  const form = useSchemaForm(
    changePasswordFormSchema,
    { current_password: '', password: '', repeat: '' },
    async (data) => {
      try {
        await change.mutateAsync(data);
        setOutcome('ok');
      } catch {
        setOutcome('failed');
      }
    },
  );
  const licence = me?.license_valid ?? '';
  const licenceState = isLicenseApproved(licence)
    ? 'valid'
    : /REJECT|INVALID/.test(licence)
      ? 'invalid'
      : 'pending';
  const language =
    me?.language && isSupportedLanguage(me.language) ? languageNames[me.language] : '—';
  return (
    <PageSection title={t('profile.my_account')}>
      <Card>
        <dl className="shop-spec-list">
          <dt>{t('profile.customer_id')}</dt>
          <dd data-testid="customer-id">{me?.cust_no}</dd>
          <dt>{t('profile.name')}</dt>
          <dd>{me?.Name}</dd>
          <dt>{t('profile.company')}</dt>
          <dd>{me?.company_name}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{me?.email}</dd>
          <dt>{t('profile.language')}</dt>
          <dd>{language}</dd>
          <dt>{t('profile.shipping_address')}</dt>
          <dd>
            {[
              me?.address,
              me?.address_xtra,
              `${me?.postalcode ?? ''} ${me?.city ?? ''}`.trim(),
              me?.country ? countryName(me.country, i18n.language) : undefined,
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
          <dt>{t('profile.license_number')}</dt>
          <dd>{(me as { license_number?: string } | undefined)?.license_number ?? '—'}</dd>
          <dt>{t('profile.license_status.label')}</dt>
          <dd>
            <StatusBadge
              status={
                licenceState === 'valid'
                  ? 'license-approved'
                  : licenceState === 'invalid'
                    ? 'license-invalid'
                    : 'license-pending'
              }
              label={t(`profile.license_status.${licenceState}`)}
            />
            {licenceState !== 'valid' ? <p>{t('profile.license_status.relogin')}</p> : null}
          </dd>
        </dl>
      </Card>
      <Card as="section" title={t('profile.change_password.title')} headingLevel={2}>
        {outcome ? (
          <Banner severity={outcome === 'ok' ? 'success' : 'error'} live="status">
            {t(
              outcome === 'ok'
                ? 'errors.password.success_message'
                : 'errors.password.error_message',
            )}
          </Banner>
        ) : null}
        <form noValidate onSubmit={form.onSubmit}>
          <Stack gap="md">
            {(['current_password', 'password', 'repeat'] as const).map((name) => (
              <PasswordField
                key={name}
                label={t(
                  name === 'current_password'
                    ? 'profile.change_password.current'
                    : name === 'password'
                      ? 'profile.change_password.new'
                      : 'profile.change_password.repeat',
                )}
                autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
                showLabel={t('password.show')}
                hideLabel={t('password.hide')}
                value={String(form.values[name] ?? '')}
                onChange={(value) => form.set(name, value)}
                error={form.errorOf(name)}
              />
            ))}
            <Button type="submit" loading={form.submitting}>
              {t('profile.change_password.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </PageSection>
  );
}
