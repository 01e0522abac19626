import { Button, Checkbox, Dialog, Select, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import {
  type MemberLimitBody,
  memberLimitBodySchema,
  type OfficeMember,
  SPENDING_PERIODS,
} from '@careshop/validation';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormResult, ResultBanner } from '../../../components/result-banner';
import { useFocusFirstError } from '../../../lib/form-feedback';
import { formatCents } from '../../../lib/money';
import { setMemberLimit } from '../api/office-team';
import { limitBody, limitFormValues, teamFailure } from './member-limit';

/**
 * Staff set one member's spending limit (decision 330): "No limit" or an amount per month, quarter
 * or year, and an optional per-order approval threshold, in the currency of the office's orders.
 */
export function MemberLimitForm({
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
  const { t, i18n } = useTranslation();
  const currency = member.spending.currency;
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const save = useMutation({
    mutationFn: (body: MemberLimitBody) => setMemberLimit(officeId, member.id, body),
  });
  const form = useSchemaForm(
    memberLimitBodySchema,
    limitFormValues(member.spending, i18n.language),
    async (body) => {
      setResult(null);
      try {
        await save.mutateAsync(body);
        onClose(t('console_app.backoffice.team.limit_saved', { name }));
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.backoffice.team.save_failed', { reason: teamFailure(t, error) }),
        });
      }
    },
    (values) => limitBody(values, currency, i18n.language),
  );
  useFocusFirstError(formRef, form.errors);
  const moneyHelp = t('console_app.backoffice.products.price_hint', {
    currency,
    example: formatCents(1050, currency, i18n.language),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      title={t('console_app.backoffice.team.limit_title', { name })}
      description={t('console_app.backoffice.team.limit_hint')}
      closeLabel={t('common.close')}
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit} className="console-form">
        <ResultBanner result={result} />
        <Checkbox
          label={t('console_app.backoffice.team.no_limit')}
          {...form.checkbox('no_limit')}
        />
        {form.values.no_limit === true ? null : (
          <TextField
            inputMode="decimal"
            required
            label={`${t('console_app.backoffice.team.limit')} (${currency})`}
            help={moneyHelp}
            {...form.text('limit_cents')}
          />
        )}
        <Select
          label={t('console_app.backoffice.team.period')}
          options={SPENDING_PERIODS.map((value) => ({
            value,
            label: t(`console_app.backoffice.team.periods.${value}`),
          }))}
          {...form.text('period')}
        />
        <TextField
          inputMode="decimal"
          label={`${t('console_app.backoffice.team.threshold')} (${currency})`}
          help={t('console_app.backoffice.team.threshold_help')}
          {...form.text('approval_threshold_cents')}
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
