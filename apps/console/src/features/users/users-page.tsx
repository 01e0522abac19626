import {
  Banner,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  PasswordField,
  Select,
  Spinner,
  TextField,
} from '@careshop/design-system';
import {
  type ConsoleMe,
  type ConsoleUser,
  consoleUserCreateSchema,
  fieldLimits,
  languages,
} from '@careshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditorPanel } from '../../components/editor-panel';
import { type FormResult, ResultBanner } from '../../components/result-banner';
import { failureReason } from '../../lib/failure-reason';
import { asNumber, useFocusFirstError } from '../../lib/form-feedback';
import { useMay, useMe } from '../../lib/me';
import { queries } from '../../lib/queries';
import { consoleApi } from '../../lib/session';
import { type FormValues, useSchemaForm, withoutEmpty } from '../../lib/use-schema-form';

const allLevels = [0, 1, 2, 3, 4, 5] as const;

/** The levels `me` may grant: only a super administrator grants (or touches) level 5. */
export function grantableLevels(me: Pick<ConsoleMe, 'console_level'>): number[] {
  return allLevels.filter((level) => level < 5 || me.console_level === 5);
}

/**
 * Whether `me` may act on `user` at all: never on themselves (no lock-out), and only a super
 * administrator on a super administrator.
 */
export function mayManage(me: Pick<ConsoleMe, 'id' | 'console_level'>, user: ConsoleUser): boolean {
  if (String(user.id) === String(me.id)) return false;
  return user.console_level < 5 || me.console_level === 5;
}

/** The invite form as the request body: an empty password is left out (invitation by e-mail). */
export function toInviteInput(values: FormValues): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  input.level = asNumber(values.level);
  input.company_id = asNumber(values.company_id);
  for (const [name, value] of Object.entries(input)) if (value === undefined) delete input[name];
  return input;
}

type Pending = { action: 'delete'; user: ConsoleUser } | { action: 'level'; user: ConsoleUser };

const nameOf = (user: ConsoleUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** The console's users: invite, change level, block / unblock, delete. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const may = useMay();
  const queryClient = useQueryClient();
  const users = useQuery(queries.users());
  const [inviting, setInviting] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [pendingError, setPendingError] = useState<string | undefined>();
  const canWrite = may('users:write');
  const superAdmin = me.console_level === 5;

  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: queries.users().queryKey });
  };

  const setLevel = useMutation({
    mutationFn: ({ user, level }: { user: ConsoleUser; level: number }) =>
      consoleApi.updateUser(user.id, { level }),
    onSuccess: () => {
      setPending(null);
      setResult({ ok: true, text: t('console_app.forms.saved') });
      invalidate();
    },
    onError: (error) => {
      const text = t('console_app.forms.save_failed', { reason: failureReason(t, error) });
      if (pending) setPendingError(text);
      else setResult({ ok: false, text });
    },
  });

  const remove = useMutation({
    mutationFn: (user: ConsoleUser) => consoleApi.deleteUser(user.id),
    onSuccess: () => {
      setPending(null);
      setResult({ ok: true, text: t('console_app.forms.deleted') });
      invalidate();
    },
    onError: (error) =>
      setPendingError(t('console_app.forms.delete_failed', { reason: failureReason(t, error) })),
  });

  const ask = (next: Pending) => {
    setResult(null);
    setPendingError(undefined);
    setPending(next);
  };

  const columns: DataTableColumn<ConsoleUser>[] = [
    {
      key: 'name',
      header: t('console.users.name'),
      cell: (row) => (
        <>
          {[row.firstName, row.lastName].filter(Boolean).join(' ') || '—'}
          {String(row.id) === String(me.id) ? ` (${t('console_app.users.you')})` : null}
        </>
      ),
    },
    { key: 'email', header: t('console.users.email'), cell: (row) => row.email },
    {
      key: 'level',
      header: t('console.users.user_level'),
      cell: (row) => t(`console.user_levels.${row.console_level}`),
    },
  ];
  if (superAdmin) {
    columns.push({
      key: 'company',
      header: t('console_app.users.company'),
      cell: (row) => row.company_name ?? '—',
    });
  }
  if (canWrite) {
    columns.push({
      key: 'actions',
      pin: 'end',
      header: t('common.actions'),
      cell: (row) =>
        mayManage(me, row) ? (
          <div className="console-row-actions">
            <Button size="sm" variant="outline" onClick={() => ask({ action: 'level', user: row })}>
              {t('console_app.users.change_level')}
              <span className="console-sr-only"> {nameOf(row)}</span>
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={setLevel.isPending && setLevel.variables?.user.id === row.id}
              onClick={() => {
                setResult(null);
                setLevel.mutate({ user: row, level: row.console_level === 0 ? 1 : 0 });
              }}
            >
              {row.console_level === 0
                ? t('console_app.users.unblock')
                : t('console_app.users.block')}
              <span className="console-sr-only"> {nameOf(row)}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => ask({ action: 'delete', user: row })}>
              {t('common.delete')}
              <span className="console-sr-only"> {nameOf(row)}</span>
            </Button>
          </div>
        ) : null,
    });
  }

  return (
    <div className="console-stack">
      <div className="console-title-row">
        <h1>{t('console.users.title')}</h1>
        {canWrite && !inviting ? (
          <Button
            onClick={() => {
              setResult(null);
              setInviting(true);
            }}
          >
            {t('console_app.users.invite')}
          </Button>
        ) : null}
      </div>
      <p className="console-muted">{t('console_app.users.intro')}</p>
      <ResultBanner result={result} />
      {inviting ? (
        <InviteForm
          onClose={() => setInviting(false)}
          onInvited={(email) => {
            setInviting(false);
            setResult({ ok: true, text: t('console_app.users.invited', { email }) });
          }}
        />
      ) : null}
      {users.isPending ? <Spinner label={t('common.loading')} /> : null}
      {users.isError ? (
        <Banner severity="error" live="alert">
          {t('console_app.forms.load_failed')}
        </Banner>
      ) : null}
      {users.data ? (
        <DataTable
          caption={t('console.users.title')}
          columns={columns}
          rows={users.data}
          getRowKey={(row) => String(row.id)}
          emptyLabel={t('console_app.forms.none')}
        />
      ) : null}
      {pending?.action === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={t('console_app.forms.confirm_delete', { name: nameOf(pending.user) })}
          confirmLabel={t('common.delete')}
          busy={remove.isPending}
          error={pendingError}
          onConfirm={() => remove.mutate(pending.user)}
        />
      ) : null}
      {pending?.action === 'level' ? (
        <LevelDialog
          user={pending.user}
          levels={grantableLevels(me)}
          busy={setLevel.isPending}
          error={pendingError}
          onClose={() => setPending(null)}
          onSave={(level) => setLevel.mutate({ user: pending.user, level })}
        />
      ) : null}
    </div>
  );
}

function LevelDialog({
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

function InviteForm({
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
    mutationFn: consoleApi.createUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queries.users().queryKey });
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
