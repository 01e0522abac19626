import { Button, type DataTableColumn } from '@careshop/design-system';
import type { ConsoleUser } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityAdminPage, useEntityAdmin } from '../../../components/entity-admin';
import { failureReason } from '../../../lib/failure-reason';
import { useMay, useMe } from '../../../lib/me';
import { api } from '../../../lib/session';
import { usersQuery } from '../api/users';
import { InviteForm } from '../components/invite-form';
import { LevelDialog } from '../components/level-dialog';
import { grantableLevels, mayManage, nameOf } from '../components/user-rules';

/** The console's users: invite, change level, block / unblock, delete. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const may = useMay();
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery());
  const admin = useEntityAdmin<ConsoleUser>({
    queryKey: usersQuery().queryKey,
    remove: (user) => api.call(consoleRoutes.deleteUser, { params: { id: user.id } }),
  });
  const [levelOf, setLevelOf] = useState<ConsoleUser | null>(null);
  const [levelError, setLevelError] = useState<string | undefined>();
  const canWrite = may('users:write');
  const superAdmin = me.console_level === 5;

  const setLevel = useMutation({
    mutationFn: ({ user, level }: { user: ConsoleUser; level: number }) =>
      api.call(consoleRoutes.updateUser, { params: { id: user.id }, body: { level } }),
    onSuccess: () => {
      setLevelOf(null);
      admin.setResult({ ok: true, text: t('console_app.forms.saved') });
      void queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
    },
    onError: (error) => {
      const text = t('console_app.forms.save_failed', { reason: failureReason(t, error) });
      if (levelOf) setLevelError(text);
      else admin.setResult({ ok: false, text });
    },
  });

  const askLevel = (user: ConsoleUser) => {
    admin.setResult(null);
    setLevelError(undefined);
    setLevelOf(user);
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
            <Button size="sm" variant="outline" onClick={() => askLevel(row)}>
              {t('console_app.users.change_level')}
              <span className="console-sr-only"> {nameOf(row)}</span>
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={setLevel.isPending && setLevel.variables?.user.id === row.id}
              onClick={() => {
                admin.setResult(null);
                setLevel.mutate({ user: row, level: row.console_level === 0 ? 1 : 0 });
              }}
            >
              {row.console_level === 0
                ? t('console_app.users.unblock')
                : t('console_app.users.block')}
              <span className="console-sr-only"> {nameOf(row)}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => admin.askDelete(row)}>
              {t('common.delete')}
              <span className="console-sr-only"> {nameOf(row)}</span>
            </Button>
          </div>
        ) : null,
    });
  }

  return (
    <EntityAdminPage
      admin={admin}
      title={t('console.users.title')}
      addLabel={t('console_app.users.invite')}
      intro={t('console_app.users.intro')}
      canWrite={canWrite}
      query={users}
      columns={columns}
      getRowKey={(row) => String(row.id)}
      nameOf={nameOf}
      editor={
        <InviteForm
          onClose={admin.close}
          onInvited={(email) =>
            admin.done({ ok: true, text: t('console_app.users.invited', { email }) })
          }
        />
      }
    >
      {levelOf ? (
        <LevelDialog
          user={levelOf}
          levels={grantableLevels(me)}
          busy={setLevel.isPending}
          error={levelError}
          onClose={() => setLevelOf(null)}
          onSave={(level) => setLevel.mutate({ user: levelOf, level })}
        />
      ) : null}
    </EntityAdminPage>
  );
}
