import { Button, DataTable, Spinner } from '@careshop/design-system';
import type { OfficeMember } from '@careshop/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { officeTeamQuery } from '../api/office-team';
import { spendingTexts } from './member-limit';
import { MemberLimitForm } from './member-limit-form';
import { MemberRoleForm } from './member-role-form';
import { InvitationsTable, OpenRequestsTable } from './team-lists';

type Editing = { kind: 'role' | 'limit'; member: OfficeMember };

const nameOf = (member: OfficeMember) =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') || member.email;

/**
 * The team of one office (decision 330): its members with role, licence, limit and spending this
 * period, its open invitations and its approval requests waiting for a decision. Staff change a
 * member's role and limit here; every change is in the audit log.
 */
export function OfficeTeam({ officeId }: { officeId: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const team = useQuery(officeTeamQuery(officeId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const prefix = 'console_app.backoffice.team';
  const close = (saved: string | null) => {
    setEditing(null);
    if (saved === null) return;
    setResult({ ok: true, text: saved });
    void queryClient.invalidateQueries({ queryKey: officeTeamQuery(officeId).queryKey });
  };
  const texts = new Map(
    (team.data?.members ?? []).map((member) => [
      member.id,
      spendingTexts(t, member.spending, i18n.language),
    ]),
  );
  const textsOf = (member: OfficeMember) =>
    texts.get(member.id) ?? spendingTexts(t, member.spending, i18n.language);
  const open = (next: Editing) => {
    setResult(null);
    setEditing(next);
  };
  return (
    <section className="console-stack" aria-labelledby="office-team-title">
      <div>
        <h2 id="office-team-title">{t(`${prefix}.title`)}</h2>
        <p className="console-muted">{t(`${prefix}.intro`)}</p>
      </div>
      <ResultBanner result={result} />
      {team.isPending ? <Spinner label={t('common.loading')} /> : null}
      {team.isError ? <LoadFailure error={team.error} /> : null}
      {team.data ? (
        <>
          <div className="console-table-wrap">
            <DataTable<OfficeMember>
              caption={t(`${prefix}.members`)}
              rows={team.data.members}
              getRowKey={(row) => String(row.id)}
              emptyLabel={t(`${prefix}.no_members`)}
              columns={[
                {
                  key: 'name',
                  header: t(`${prefix}.member`),
                  cell: (row) => (
                    <>
                      {nameOf(row)}
                      <br />
                      <span className="console-muted">{row.email}</span>
                    </>
                  ),
                },
                {
                  key: 'role',
                  header: t(`${prefix}.role`),
                  cell: (row) => t(`${prefix}.roles.${row.role}`),
                },
                {
                  key: 'licence',
                  header: t(`${prefix}.licence`),
                  cell: (row) =>
                    t(`console_app.backoffice.customers.licence_states.${row.license_status}`),
                },
                {
                  key: 'limit',
                  header: t(`${prefix}.limit`),
                  cell: (row) => {
                    const { limit, threshold } = textsOf(row);
                    return (
                      <>
                        {limit}
                        {threshold ? (
                          <>
                            <br />
                            <span className="console-muted">{threshold}</span>
                          </>
                        ) : null}
                      </>
                    );
                  },
                },
                {
                  key: 'spent',
                  header: t(`${prefix}.spent`),
                  align: 'end',
                  cell: (row) => textsOf(row).spent,
                },
                {
                  key: 'left',
                  header: t(`${prefix}.left`),
                  align: 'end',
                  cell: (row) => {
                    const { exhausted, left } = textsOf(row);
                    return exhausted ? t(`${prefix}.limit_reached`, { amount: left }) : left;
                  },
                },
                {
                  key: 'actions',
                  header: t(`${prefix}.actions`),
                  cell: (row) => (
                    <div className="console-row-actions">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => open({ kind: 'role', member: row })}
                      >
                        {t(`${prefix}.change_role`)}
                        <span className="console-sr-only"> {nameOf(row)}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => open({ kind: 'limit', member: row })}
                      >
                        {t(`${prefix}.change_limit`)}
                        <span className="console-sr-only"> {nameOf(row)}</span>
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
          </div>
          <InvitationsTable invitations={team.data.invitations} />
          <OpenRequestsTable requests={team.data.open_requests} />
        </>
      ) : null}
      {editing?.kind === 'role' ? (
        <MemberRoleForm
          officeId={officeId}
          member={editing.member}
          name={nameOf(editing.member)}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'limit' ? (
        <MemberLimitForm
          officeId={officeId}
          member={editing.member}
          name={nameOf(editing.member)}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
