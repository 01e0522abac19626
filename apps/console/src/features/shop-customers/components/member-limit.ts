import { isApiError } from '@careshop/api-client';
import type { FormValues } from '@careshop/schema-form';
import type { MemberSpending } from '@careshop/validation';
import type { TFunction } from 'i18next';
import { failureReason } from '../../../lib/failure-reason';
import { centsToInput, formatCents, parseMoneyInput } from '../../../lib/money';

// A member's spending limit as staff see and edit it (decision 330): amounts are typed and shown in
// the currency of the office's orders; "No limit" is a choice of its own, never an empty amount
// that reads as zero, and never shown as exceeded.

/** The limit form's inputs for a member's current limit. */
export function limitFormValues(spending: MemberSpending, locale: string): FormValues {
  const input = (cents: number | null) =>
    cents === null ? '' : centsToInput(cents, spending.currency, locale);
  return {
    no_limit: spending.limit_cents === null,
    limit_cents: input(spending.limit_cents),
    period: spending.period,
    approval_threshold_cents: input(spending.approval_threshold_cents),
  };
}

/** A typed amount as cents; empty is `empty`, text that is no amount goes on for the schema to name. */
function amountOf(value: FormValues[string], currency: string, locale: string, empty: unknown) {
  const text = String(value ?? '').trim();
  if (text === '') return empty;
  return parseMoneyInput(text, currency, locale) ?? text;
}

/**
 * What the limit form sends (`memberLimitBodySchema`): no limit is `null`, a limit must be typed
 * (left out, so the schema asks for it); an empty threshold is "no threshold".
 */
export function limitBody(values: FormValues, currency: string, locale: string) {
  return {
    limit_cents:
      values.no_limit === true ? null : amountOf(values.limit_cents, currency, locale, undefined),
    period: values.period,
    approval_threshold_cents: amountOf(values.approval_threshold_cents, currency, locale, null),
  };
}

/** The limit, spending and what is left of one member, as the team table shows them. */
export function spendingTexts(t: TFunction, spending: MemberSpending, locale: string) {
  const money = (cents: number) => formatCents(cents, spending.currency, locale);
  const period = t(`console_app.backoffice.team.periods.${spending.period}`);
  const limited = spending.limit_cents !== null && spending.remaining_cents !== null;
  return {
    limit:
      spending.limit_cents === null
        ? t('console_app.backoffice.team.no_limit')
        : t('console_app.backoffice.team.limit_per', {
            amount: money(spending.limit_cents),
            period,
          }),
    threshold:
      spending.approval_threshold_cents === null
        ? null
        : t('console_app.backoffice.team.threshold_above', {
            amount: money(spending.approval_threshold_cents),
          }),
    spent: money(spending.spent_cents),
    // "No limit" is never exceeded: without a limit nothing is left to run out of.
    left: limited
      ? money(spending.remaining_cents ?? 0)
      : t('console_app.backoffice.team.no_limit'),
    exhausted: limited && spending.remaining_cents === 0,
  };
}

/** Codes of a refused team change that the team screen names in its own words. */
const teamCodes: ReadonlySet<string> = new Set(['last_admin', 'member_not_found']);

/** Why a role or limit change failed, in the reader's language (e.g. the last administrator). */
export function teamFailure(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.serverCode : undefined;
  if (code && teamCodes.has(code)) return t(`console_app.backoffice.team.errors.${code}`);
  return failureReason(t, error);
}
