import { Button, Dialog, Select } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { memberRoleBodySchema, OFFICE_ROLES, type OfficeMember } from '@careshop/validation';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { useFocusFirstError } from '../../../lib/form-feedback';
import { setMemberRole } from '../api/office-team';
import { teamFailure } from './member-limit';

/** Staff give one member of an office another role (decision 330), in a dialog. */
export function MemberRoleForm({
  officeId,
  member,
  name,
  onClose,
}: {
  officeId: number;
  member: OfficeMember;
  name: string;
  /** Called with the success message once saved, or null when cancelled. */
  onClose: (saved: string | null) => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const save = useMutation({
    mutationFn: (role: OfficeMember['role']) => setMemberRole(officeId, member.id, role),
  });
  const form = useSchemaForm(memberRoleBodySchema, { role: member.role }, async (body) => {
    setResult(null);
    try {
      await save.mutateAsync(body.role);
      onClose(t('console_app.backoffice.team.role_saved', { name }));
    } catch (error) {
      form.showServerErrors(error);
      setResult({
        ok: false,
        text: t('console_app.backoffice.team.save_failed', { reason: teamFailure(t, error) }),
      });
    }
  });
  useFocusFirstError(formRef, form.errors);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      title={t('console_app.backoffice.team.role_title', { name })}
      description={t('console_app.backoffice.team.role_hint')}
      closeLabel={t('common.close')}
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        <ResultBanner result={result} />
        <Select
          label={t('console_app.backoffice.team.role')}
          options={OFFICE_ROLES.map((value) => ({
            value,
            label: t(`console_app.backoffice.team.roles.${value}`),
          }))}
          {...form.text('role')}
        />
        <div className="console-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => onClose(null)}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
