import { Button, RadioGroup, Select, Stack, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import {
  type MemberLimitBody,
  memberLimitBodySchema,
  type OfficeMember,
  SPENDING_PERIODS,
} from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import { limitFormValues, toLimitBody } from '../money-input';

/**
 * A member's spending limit: "No limit" or an amount per month, quarter or year, and an optional
 * approval threshold per order (decision 330). Amounts are typed in the office's currency.
 */
export function MemberLimitForm({
  member,
  currency,
  onSave,
  onCancel,
}: {
  member: OfficeMember;
  currency: string;
  onSave: (body: MemberLimitBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(
    memberLimitBodySchema,
    limitFormValues(member.spending),
    (body) => onSave(body),
    toLimitBody,
  );
  const amountError = (name: string) =>
    form.errors[name] ? t('office.colleagues.amount_invalid') : undefined;
  const id = `member-limit-${member.id}`;
  return (
    <form noValidate onSubmit={form.onSubmit} aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <h3 id={`${id}-title`} className="shop-flush">
          {t('office.colleagues.limit_title', {
            name: `${member.first_name} ${member.last_name}`.trim(),
          })}
        </h3>
        <RadioGroup
          label={t('office.colleagues.limit_kind')}
          name={`${id}-kind`}
          value={form.values.kind === 'none' ? 'none' : 'amount'}
          onValueChange={(value) => form.set('kind', value)}
          options={[
            { value: 'none', label: t('office.colleagues.limit_none') },
            { value: 'amount', label: t('office.colleagues.limit_amount_choice') },
          ]}
        />
        {form.values.kind === 'amount' ? (
          <div className="shop-form-grid">
            <TextField
              label={t('office.colleagues.amount', { currency })}
              inputMode="decimal"
              required
              {...form.text('limit_cents')}
              error={amountError('limit_cents')}
            />
            <Select
              label={t('office.colleagues.period')}
              options={SPENDING_PERIODS.map((period) => ({
                value: period,
                label: t(`office.periods.${period}`),
              }))}
              {...form.text('period')}
            />
          </div>
        ) : null}
        <TextField
          label={t('office.colleagues.threshold', { currency })}
          help={t('office.colleagues.threshold_help')}
          inputMode="decimal"
          {...form.text('approval_threshold_cents')}
          error={amountError('approval_threshold_cents')}
        />
        <div className="shop-actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
