import { Banner, Button, Card, Checkbox, Select, Stack, TextField } from '@careshop/design-system';
import { type FormValues, useSchemaForm, withoutEmpty } from '@careshop/schema-form';
import {
  empTypes,
  languages,
  registerFormSchema,
  roles,
  sourcesForLanguage,
  toRegisterRequest,
} from '@careshop/validation';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { PageSection } from '../../../components/page-section';
import { serverErrorCode } from '../../../lib/api';
import { useOfficeTexts } from '../../../lib/office';
import { useInvitation } from '../../../lib/queries/office';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useRegister } from '../api/register';
import { NewPasswordFields } from './new-password-fields';

type Outcome =
  | 'success'
  | 'email_in_use'
  | 'error_message'
  | 'generic'
  | 'invitation_invalid'
  | 'invitation_mismatch'
  | null;

/** The form's values in the schema's shape: trimmed e-mail (SPEC 5), a numeric year. */
function toRegisterInput(values: FormValues): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  if (typeof input.email === 'string') input.email = input.email.trim();
  if (typeof input.graduation_year === 'string')
    input.graduation_year = /^\d+$/.test(input.graduation_year)
      ? Number(input.graduation_year)
      : input.graduation_year;
  // The newsletter box answers SPEC 3's SUBSCRIBED / NOT_SUBSCRIBED.
  input.newsletter = input.newsletter === true ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED';
  if (input.role !== 'student') {
    // School, department and graduation year are asked of students only (decision 108).
    delete input.school;
    delete input.department;
    delete input.graduation_year;
  }
  if (input.terms !== true) delete input.terms;
  if (input.IBCLC !== true) delete input.IBCLC;
  if (input.optIn !== true) delete input.optIn;
  return input;
}

/**
 * SPEC 2 register with the fields of SPEC 3 (roles, employment types, sources per language),
 * the validation of SPEC 5 and the strength meter; outcomes of SPEC 8.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { language } = useShopLanguage();
  const register = useRegister();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Issue 29: an invitation's link pre-fills the customer number and e-mail and gives its role;
  // a link that is no longer valid is said so, and the form works without it.
  const { invitation: token } = useSearch({ strict: false }) as { invitation?: string };
  const invitation = useInvitation(token);
  const officeTexts = useOfficeTexts(Boolean(token));
  const [withInvitation, setWithInvitation] = useState(Boolean(token));
  const prefill = withInvitation ? invitation.data : undefined;
  const form = useSchemaForm(
    registerFormSchema,
    { language },
    async (data) => {
      try {
        await register.mutateAsync({
          ...toRegisterRequest(data),
          language: data.language ?? language,
          ...(prefill && token ? { invitation: token } : {}),
        });
        setOutcome('success');
      } catch (error) {
        const code = serverErrorCode(error);
        if (code === 'invitation_invalid' || code === 'invitation_mismatch') {
          if (code === 'invitation_invalid') setWithInvitation(false);
          setOutcome(code);
          return;
        }
        setOutcome(
          code === 'email_taken' || code === 'email_registered'
            ? 'email_in_use'
            : code
              ? 'error_message'
              : 'generic',
        );
      }
    },
    toRegisterInput,
  );
  const { set } = form;
  const prefilled = useRef<object | null>(null);
  useEffect(() => {
    if (!prefill || prefilled.current === prefill) return;
    prefilled.current = prefill;
    set('cust_no', prefill.cust_no);
    set('email', prefill.email);
    set('company_name', prefill.company_name);
  }, [prefill, set]);
  const invitationFailed = Boolean(token) && withInvitation && invitation.isError;
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });
  if (outcome === 'success') {
    return (
      <PageSection title={t('register.title')}>
        <Banner severity="success" live="status">
          {t('errors.register.success_message')}
        </Banner>
        <p>
          <Link to="/login">{t('register.login_link')}</Link>
        </p>
      </PageSection>
    );
  }
  return (
    <PageSection title={t('register.title')} intro={t('register.intro')}>
      {token && officeTexts && prefill ? (
        <Banner severity="info" live="status">
          <span data-testid="invitation-prefill">
            {t('office.register.invited', {
              company: prefill.company_name || prefill.cust_no,
              role: t(`office.roles.${prefill.role}`),
            })}
          </span>
        </Banner>
      ) : null}
      {token && officeTexts && withInvitation && invitation.isPending ? (
        <p>{t('office.register.checking')}</p>
      ) : null}
      {token && officeTexts && (invitationFailed || outcome === 'invitation_invalid') ? (
        <Banner severity="warning" live="alert">
          {t('office.errors.invitation_invalid')}
        </Banner>
      ) : null}
      {outcome === 'invitation_mismatch' && officeTexts ? (
        <Banner severity="error" live="alert">
          {t('office.errors.invitation_mismatch')}
        </Banner>
      ) : null}
      {outcome && outcome !== 'invitation_invalid' && outcome !== 'invitation_mismatch' ? (
        <Banner severity="error" live="alert">
          {t(
            outcome === 'email_in_use'
              ? 'errors.register.email_in_use'
              : outcome === 'error_message'
                ? 'errors.register.error_message'
                : 'errors.register.generic',
          )}
        </Banner>
      ) : null}
      <Card>
        <form noValidate onSubmit={form.onSubmit}>
          <Stack gap="md">
            <TextField
              label={t('register.customer_number')}
              help={t('register.customer_number_hint')}
              inputMode="numeric"
              required
              {...form.text('cust_no')}
            />
            <div className="shop-form-grid">
              <TextField
                label={t('register.first_name')}
                autoComplete="given-name"
                {...form.text('firstName')}
              />
              <TextField
                label={t('register.last_name')}
                autoComplete="family-name"
                {...form.text('lastName')}
              />
            </div>
            <TextField
              label={t('register.email')}
              type="email"
              autoComplete="email"
              required
              {...form.text('email')}
            />
            <NewPasswordFields
              form={form}
              passwordLabel={t('register.password')}
              repeatLabel={t('register.repeat_password')}
            />
            <div className="shop-form-grid">
              <TextField
                label={t('register.phone')}
                type="tel"
                autoComplete="tel"
                {...form.text('phone')}
              />
              <TextField
                label={t('register.company_name')}
                autoComplete="organization"
                {...form.text('company_name')}
              />
              <TextField label={t('register.street_name')} {...form.text('street_name')} />
              <TextField label={t('register.house_number')} {...form.text('house_number')} />
              <TextField
                label={t('register.address')}
                autoComplete="address-line2"
                {...form.text('address')}
              />
              <TextField
                label={t('register.postal_code')}
                autoComplete="postal-code"
                {...form.text('postalcode')}
              />
              <TextField label={t('register.city')} {...form.text('city')} />
              <CountrySelect
                label={t('register.country')}
                autoComplete="country"
                {...form.text('country')}
              />
              {language === 'nl' ? (
                <>
                  <TextField
                    label={t('register.license_number_big')}
                    {...form.text('license_number_BIG')}
                  />
                  <TextField
                    label={t('register.license_number_kckz')}
                    {...form.text('license_number_KCKZ')}
                  />
                </>
              ) : (
                <TextField label={t('register.license_number')} {...form.text('license_number')} />
              )}
              <Select
                label={t('register.role')}
                placeholder={t('common.select_placeholder')}
                options={roles.map(option('professional.roles'))}
                {...form.text('role')}
              />
              <Select
                label={t('register.emp_type')}
                placeholder={t('common.select_placeholder')}
                options={empTypes.map(option('professional.emp_types'))}
                {...form.text('empType')}
              />
              <Select
                label={t('register.source')}
                placeholder={t('common.select_placeholder')}
                options={sourcesForLanguage(language).map(option('professional.sources'))}
                {...form.text('source')}
              />
              <Select
                label={t('register.language')}
                options={languages.map(option('common.languages'))}
                {...form.text('language')}
              />
            </div>
            {form.values.role === 'student' ? (
              <div className="shop-form-grid">
                <TextField label={t('register.school')} {...form.text('school')} />
                <TextField label={t('register.department')} {...form.text('department')} />
                <TextField
                  label={t('register.graduation_year')}
                  inputMode="numeric"
                  {...form.text('graduation_year')}
                />
              </div>
            ) : null}
            <TextField label={t('register.discover')} {...form.text('discover')} />
            <Checkbox label={t('register.ibclc')} {...form.checkbox('IBCLC')} />
            <Checkbox
              label={t('professional.newsletter.label')}
              help={t('professional.newsletter.text')}
              {...form.checkbox('newsletter')}
            />
            <Checkbox label={t('register.opt_in')} {...form.checkbox('optIn')} />
            <Checkbox label={t('register.terms')} required {...form.checkbox('terms')} />
            <Button type="submit" loading={form.submitting}>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
      <p>
        {t('register.have_account')} <Link to="/login">{t('register.login_link')}</Link>
      </p>
    </PageSection>
  );
}
