import type { TFunction } from 'i18next';
import { formatCents } from '../../../lib/money';

/** How the fields of one kind of audit entry read: a field's name, and a value (undefined: as stored). */
export interface FieldReader {
  field(name: string): string;
  value(name: string, value: unknown): string | undefined;
}

const team = 'console_app.backoffice.team';
const labels: Record<string, string> = {
  role: `${team}.role`,
  limit_cents: `${team}.limit`,
  period: `${team}.period`,
  approval_threshold_cents: `${team}.threshold`,
};

/**
 * An office member's role and limit changes in words (decision 330): the role and period by name,
 * amounts in the organisation's currency, and no limit or threshold said as such.
 */
export function officeMemberReader(t: TFunction, currency: string, locale: string): FieldReader {
  const amount = (value: unknown, none: string) => {
    if (value === null) return t(none);
    return typeof value === 'number' ? formatCents(value, currency, locale) : undefined;
  };
  return {
    field: (name) => (labels[name] ? t(labels[name]) : name),
    value: (name, value) => {
      if (name === 'role' && typeof value === 'string') {
        return t(`${team}.roles.${value}`, { defaultValue: value });
      }
      if (name === 'period' && typeof value === 'string') {
        return t(`${team}.periods.${value}`, { defaultValue: value });
      }
      if (name === 'limit_cents') return amount(value, `${team}.no_limit`);
      if (name === 'approval_threshold_cents') return amount(value, `${team}.no_threshold`);
      return undefined;
    },
  };
}

/**
 * A licence decision (entity `account`): the office role it gave the office's first approved
 * member, by name ("Besteller → Praxisadministrator" in German, not the stored `buyer → admin`);
 * other fields as stored.
 */
export function accountReader(t: TFunction): FieldReader {
  return {
    field: (name) => (name === 'office_role' ? t(labels.role ?? name) : name),
    value: (name, value) =>
      name === 'office_role' && typeof value === 'string'
        ? t(`${team}.roles.${value}`, { defaultValue: value })
        : undefined,
  };
}

const orders = 'console_app.backoffice.orders';

/**
 * An order's changes with its statuses in words (a cancelled order reads "Storniert" in German,
 * not the stored `cancelled`); other fields as stored.
 */
export function orderReader(t: TFunction): FieldReader {
  return {
    field: (name) => name,
    value: (name, value) => {
      if (typeof value !== 'string') return undefined;
      if (name === 'status') return t(`${orders}.statuses.${value}`, { defaultValue: value });
      if (name === 'payment_status') {
        return t(`${orders}.payment_statuses.${value}`, { defaultValue: value });
      }
      return undefined;
    },
  };
}
