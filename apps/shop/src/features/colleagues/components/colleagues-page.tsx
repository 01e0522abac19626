import {
  Banner,
  Button,
  Card,
  Dialog,
  Select,
  Spinner,
  Stack,
  StatusBadge,
  TextField,
} from '@careshop/design-system';
import { formatDate } from '@careshop/i18n';
import { useSchemaForm } from '@careshop/schema-form';
import {
  type InvitationCreate,
  invitationCreateSchema,
  languages,
  OFFICE_ROLES,
  type OfficeMember,
  type OfficeRole,
} from '@careshop/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberSpendingText } from '../../../components/member-spending';
import { PageSection } from '../../../components/page-section';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { serverErrorCode } from '../../../lib/api';
import { officeErrorKey, useOfficeRole, useOfficeTexts } from '../../../lib/office';
import { useMe } from '../../../lib/queries/get-me';
import {
  useInviteMember,
  useOfficeMembers,
  useRemoveMember,
  useRevokeInvitation,
  useSetMemberLimit,
  useSetMemberRole,
} from '../../../lib/queries/office';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { MemberLimitForm } from './member-limit-form';

const licenceBadge = {
  APPROVED: 'license-approved',
  PENDING: 'license-pending',
  REJECTED: 'license-invalid',
} as const;

const nameOf = (member: { first_name: string; last_name: string; email: string }) =>
  `${member.first_name} ${member.last_name}`.trim() || member.email;

/**
 * The office's colleagues for its administrators (issue 29, decision 330): members with role,
 * licence and spending this period; change a role, set a limit, remove a member; invite a
 * colleague and revoke a pending invitation. Anyone else gets the not-found page.
 */
export function ColleaguesPage() {
  const role = useOfficeRole();
  const me = useMe();
  const ready = useOfficeTexts();
  const isAdmin = role === 'admin';
  const members = useOfficeMembers(isAdmin);
  const { t } = useTranslation();
  if (me === undefined || !ready) return <Spinner label={t('common.loading')} />;
  if (!isAdmin) return <NotFoundPage />;
  if (members.isPending) return <Spinner label={t('common.loading')} />;
  if (!members.data) {
    return (
      <PageSection title={t('office.colleagues.title')}>
        <Banner severity="error" live="alert">
          {t(officeErrorKey(serverErrorCode(members.error)) ?? 'errors.general_error')}
        </Banner>
      </PageSection>
    );
  }
  return <Colleagues data={members.data} myId={Number(me.id)} />;
}

type Data = NonNullable<ReturnType<typeof useOfficeMembers>['data']>;

function Colleagues({ data, myId }: { data: Data; myId: number | undefined }) {
  const { t } = useTranslation();
  const { intlLocale, language } = useShopLanguage();
  const setRole = useSetMemberRole();
  const setLimit = useSetMemberLimit();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const invite = useInviteMember();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [limitOf, setLimitOf] = useState<number | null>(null);
  const [removing, setRemoving] = useState<OfficeMember | null>(null);
  const currency = data.members[0]?.spending.currency ?? 'EUR';
  const officeName = data.office.company_name || data.office.cust_no;

  const attempt = async (work: () => Promise<string>) => {
    setNotice(null);
    setFailure(null);
    try {
      setNotice(await work());
      return true;
    } catch (error) {
      setFailure(t(officeErrorKey(serverErrorCode(error)) ?? 'office.errors.generic'));
      return false;
    }
  };
  const roleOption = (value: OfficeRole) => ({ value, label: t(`office.roles.${value}`) });
  const day = (iso: string) => formatDate(new Date(iso), intlLocale, { dateStyle: 'medium' });

  return (
    <PageSection
      title={t('office.colleagues.title')}
      intro={t('office.colleagues.intro', { office: officeName })}
      testId="colleagues"
    >
      {notice ? (
        <Banner severity="success" live="status">
          {notice}
        </Banner>
      ) : null}
      {failure ? (
        <Banner severity="error" live="alert">
          {failure}
        </Banner>
      ) : null}
      <section aria-labelledby="colleagues-members">
        <Stack gap="sm">
          <h2 id="colleagues-members">{t('office.colleagues.members')}</h2>
          <ul className="shop-plain-list shop-office-list" data-testid="office-members">
            {data.members.map((member) => {
              const name = nameOf(member);
              return (
                <li key={member.id} className="shop-member-row" data-member={member.email}>
                  <div className="shop-member-head">
                    <h3 className="shop-flush">
                      {name}
                      {member.id === myId ? ` (${t('office.colleagues.you')})` : ''}
                    </h3>
                    <StatusBadge
                      status={licenceBadge[member.license_status]}
                      label={t(`office.licence.${member.license_status}`)}
                    />
                  </div>
                  <dl className="shop-member-facts">
                    <div>
                      <dt>{t('office.colleagues.email')}</dt>
                      <dd>{member.email}</dd>
                    </div>
                    <div>
                      <dt>{t('office.colleagues.spending')}</dt>
                      <dd>
                        <MemberSpendingText spending={member.spending} locale={intlLocale} />
                      </dd>
                    </div>
                  </dl>
                  <div className="shop-member-actions">
                    <MemberRoleForm
                      key={`${member.id}-${member.role}`}
                      role={member.role}
                      name={name}
                      options={OFFICE_ROLES.map(roleOption)}
                      pending={setRole.isPending}
                      onSave={(next) =>
                        attempt(async () => {
                          await setRole.mutateAsync({ id: member.id, role: next });
                          return t('office.colleagues.role_saved', { name });
                        })
                      }
                    />
                    <div className="shop-actions">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={limitOf === member.id}
                        onClick={() => setLimitOf(limitOf === member.id ? null : member.id)}
                      >
                        {t('office.colleagues.limit_button')}
                        <span className="shop-visually-hidden"> {name}</span>
                      </Button>
                      {member.id === myId ? null : (
                        <Button size="sm" variant="outline" onClick={() => setRemoving(member)}>
                          {t('common.remove')}
                          <span className="shop-visually-hidden"> {name}</span>
                        </Button>
                      )}
                    </div>
                  </div>
                  {limitOf === member.id ? (
                    <Card>
                      <MemberLimitForm
                        member={member}
                        currency={currency}
                        onCancel={() => setLimitOf(null)}
                        onSave={async (body) => {
                          const saved = await attempt(async () => {
                            await setLimit.mutateAsync({ id: member.id, body });
                            return t('office.colleagues.limit_saved', { name });
                          });
                          if (saved) setLimitOf(null);
                        }}
                      />
                    </Card>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Stack>
      </section>
      <InviteForm
        language={language}
        onInvite={(body) =>
          attempt(async () => {
            const invitation = await invite.mutateAsync(body);
            return t('office.colleagues.invited', { email: invitation.email });
          })
        }
      />
      <section aria-labelledby="colleagues-invitations">
        <Stack gap="sm">
          <h2 id="colleagues-invitations">{t('office.colleagues.invitations')}</h2>
          {data.invitations.length === 0 ? <p>{t('office.colleagues.no_invitations')}</p> : null}
          <ul className="shop-plain-list shop-office-list" data-testid="office-invitations">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="shop-office-row">
                <div className="shop-template-summary">
                  <p className="shop-flush">
                    <strong>{invitation.email}</strong> · {t(`office.roles.${invitation.role}`)}
                  </p>
                  <p className="shop-muted shop-flush">
                    {t('office.colleagues.invited_by', {
                      name: invitation.invited_by,
                      date: day(invitation.created_at),
                      expires: day(invitation.expires_at),
                    })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void attempt(async () => {
                      await revoke.mutateAsync(invitation.id);
                      return t('office.colleagues.revoked', { email: invitation.email });
                    })
                  }
                >
                  {t('office.colleagues.revoke')}
                  <span className="shop-visually-hidden"> {invitation.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        </Stack>
      </section>
      {removing ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={t('office.colleagues.remove_title', { name: nameOf(removing) })}
          description={t('office.colleagues.remove_text')}
          closeLabel={t('common.close')}
          size="sm"
          footer={
            <div className="shop-actions">
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  void attempt(async () => {
                    await remove.mutateAsync(removing.id);
                    return t('office.colleagues.removed', { name: nameOf(removing) });
                  }).finally(() => setRemoving(null))
                }
              >
                {t('common.remove')}
              </Button>
              <Button variant="ghost" onClick={() => setRemoving(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          }
        />
      ) : null}
    </PageSection>
  );
}

/** Invite a colleague: e-mail, role and the language of the e-mail (decision 330). */
function InviteForm({
  language,
  onInvite,
}: {
  language: string;
  onInvite: (body: InvitationCreate) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const initial = { email: '', role: 'buyer', language };
  const form = useSchemaForm(invitationCreateSchema, initial, async (body) => {
    if (await onInvite(body)) form.reset(initial);
  });
  return (
    <Card as="section" title={t('office.colleagues.invite_title')} headingLevel={2}>
      <form noValidate onSubmit={form.onSubmit}>
        <Stack gap="md">
          <div className="shop-form-grid">
            <TextField
              label={t('office.colleagues.invite_email')}
              type="email"
              autoComplete="off"
              required
              {...form.text('email')}
            />
            <Select
              label={t('office.colleagues.invite_role')}
              options={OFFICE_ROLES.map((value) => ({
                value,
                label: t(`office.roles.${value}`),
              }))}
              {...form.text('role')}
            />
            <Select
              label={t('office.colleagues.invite_language')}
              options={languages.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
              {...form.text('language')}
            />
          </div>
          <div>
            <Button type="submit" loading={form.submitting}>
              {t('office.colleagues.invite_submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * A member's role: chosen in the list, changed with the button (a keyboard user moving through
 * the options changes nothing until they confirm).
 */
function MemberRoleForm({
  role,
  name,
  options,
  pending,
  onSave,
}: {
  role: OfficeRole;
  name: string;
  options: { value: OfficeRole; label: string }[];
  pending: boolean;
  onSave: (role: OfficeRole) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<OfficeRole>(role);
  return (
    <form
      className="shop-member-actions"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== role) void onSave(chosen);
      }}
    >
      <Select
        label={t('office.colleagues.role_of', { name })}
        options={options}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as OfficeRole)}
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={pending}
        disabled={chosen === role}
      >
        {t('office.colleagues.role_save')}
        <span className="shop-visually-hidden"> {name}</span>
      </Button>
    </form>
  );
}
