import { Banner, Button, PasswordField, Select, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import {
  type ConsoleUserCreateRequest,
  consoleUserCreateSchema,
  fieldLimits,
  languages,
} from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorPanel } from '../../../components/editor-panel';
import { failureReason } from '../../../lib/failure-reason';
import { useFocusFirstError } from '../../../lib/form-feedback';
import { useMe } from '../../../lib/me';
import { queries } from '../../../lib/queries';
import { api } from '../../../lib/session';
import { usersQuery } from '../api/users';
import { grantableLevels, toInviteInput } from './user-rules';

/** Invites a user by e-mail (or with a password), at a level the viewer may grant. */
export function InviteForm({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (email: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const superAdmin = me.console_level === 5;
  const companies = useQuery({ ...queries.companies(), enabled: superAdmin });
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Another change makes the password optional (an invitation e-mail sets it); until then the
  // schema asks for one, and the field says so.
  const passwordRequired = !consoleUserCreateSchema.shape.password.safeParse(undefined).success;
  const create = useMutation({
    mutationFn: (body: ConsoleUserCreateRequest) => api.call(consoleRoutes.createUser, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
    },
  });
  const language = (languages as readonly string[]).includes(i18n.language) ? i18n.language : '';
  const form = useSchemaForm(
    consoleUserCreateSchema,
    {
      email: '',
      firstName: '',
      lastName: '',
      level: '1',
      language,
      password: '',
      company_id: superAdmin ? '' : undefined,
    },
    async (body) => {
      setFailure(null);
      try {
        const user = await create.mutateAsync(body);
        onInvited(user.email);
      } catch (error) {
        form.showServerErrors(error);
        setFailure(t('console_app.forms.save_failed', { reason: failureReason(t, error) }));
      }
    },
    toInviteInput,
  );
  useFocusFirstError(formRef, form.errors);

  return (
    <EditorPanel title={t('console_app.users.invite')}>
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        {failure ? (
          <Banner severity="error" live="alert">
            {failure}
          </Banner>
        ) : null}
        <TextField
          {...form.text('email')}
          type="email"
          label={t('console.users.email')}
          maxLength={fieldLimits.email}
          required
          autoComplete="off"
        />
        <div className="console-form-grid">
          <TextField
            {...form.text('firstName')}
            label={t('console_app.users.first_name')}
            maxLength={fieldLimits.name}
            autoComplete="off"
          />
          <TextField
            {...form.text('lastName')}
            label={t('console_app.users.last_name')}
            maxLength={fieldLimits.name}
            autoComplete="off"
          />
          <Select
            label={t('console.users.user_level')}
            name="level"
            required
            options={grantableLevels(me).map((value) => ({
              value: String(value),
              label: t(`console.user_levels.${value}`),
            }))}
            value={String(form.values.level ?? '')}
            onChange={(event) => form.set('level', event.target.value)}
            error={form.errorOf('level')}
          />
          <Select
            label={t('console.users.language')}
            name="language"
            placeholder="—"
            options={languages.map((code) => ({
              value: code,
              label: t(`common.languages.${code}`),
            }))}
            value={String(form.values.language ?? '')}
            onChange={(event) => form.set('language', event.target.value)}
            error={form.errorOf('language')}
          />
          {superAdmin ? (
            <Select
              label={t('console_app.users.company')}
              name="company_id"
              placeholder={t('console_app.users.no_company')}
              options={(companies.data ?? []).map((company) => ({
                value: String(company.id),
                label: company.name,
              }))}
              value={String(form.values.company_id ?? '')}
              onChange={(event) => form.set('company_id', event.target.value)}
              error={form.errorOf('company_id')}
            />
          ) : null}
        </div>
        <PasswordField
          label={t('console_app.login.password')}
          name="password"
          autoComplete="new-password"
          required={passwordRequired}
          help={passwordRequired ? undefined : t('console_app.users.password_optional')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          value={String(form.values.password ?? '')}
          onChange={(value) => form.set('password', value)}
          error={form.errorOf('password')}
        />
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('console_app.users.invite')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </EditorPanel>
  );
}
