import type { FormValues } from '@careshop/schema-form';
import type { MemberSpending } from '@careshop/validation';

/**
 * An amount as typed ("250", "250.5", "250,50", "1 250.00") in cents; undefined when it is not
 * one. The office's currency has two decimals (EUR, GBP, CHF: decision 226).
 */
export function centsOf(text: string): number | undefined {
  const plain = text.replace(/[\s\u00a0\u202f']/g, '').replace(',', '.');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(plain)) return undefined;
  const [units = '0', decimals = ''] = plain.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents as the amount field shows them: "250.00". */
export function amountText(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

/** The limit form's initial values from a member's current limit. */
export function limitFormValues(spending: MemberSpending): FormValues {
  return {
    kind: spending.limit_cents === null ? 'none' : 'amount',
    limit_cents: amountText(spending.limit_cents),
    period: spending.period,
    approval_threshold_cents: amountText(spending.approval_threshold_cents),
  };
}

/**
 * The limit form's values as `memberLimitBodySchema` checks them: "No limit" is `limit_cents`
 * null, an empty threshold is none; an amount that is no amount stays text, so the schema refuses
 * it on its field.
 */
export function toLimitBody(values: FormValues): unknown {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const amount = (name: string) => {
    const typed = text(name).trim();
    return typed === '' ? null : (centsOf(typed) ?? typed);
  };
  return {
    limit_cents: values.kind === 'none' ? null : (amount('limit_cents') ?? ''),
    period: values.period,
    approval_threshold_cents: amount('approval_threshold_cents'),
  };
}
