import type { Location } from '@careshop/validation';
import { asNumber } from '../../../lib/form-feedback';
import { type FormValues, withoutEmpty } from '../../../lib/use-schema-form';

const numberFields = ['company_id', 'order', 'optimal_balance', 'balance_orange', 'balance_red'];
const hourFields = ['ignore_before', 'ignore_after'];
const licenceFields = ['license_purchase_id', 'license_state'];

/** The form's values as the request body: numbers as numbers, an emptied hour or date as null. */
export function toLocationInput(values: FormValues, mayEditLicence: boolean): unknown {
  const input: Record<string, unknown> = withoutEmpty(values);
  for (const name of numberFields) input[name] = asNumber(values[name]);
  for (const name of hourFields) input[name] = asNumber(values[name]) ?? null;
  input.stats_available_from = values.stats_available_from || null;
  if (!mayEditLicence) for (const name of licenceFields) delete input[name];
  for (const [name, value] of Object.entries(input)) if (value === undefined) delete input[name];
  return input;
}

/** The form's values of a stored location, or of a new one in the viewer's company. */
export function initialValues(location: Location | undefined, companyId: string): FormValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    company_id: location ? String(location.company_id) : companyId,
    name: location?.name ?? '',
    timeZone: location?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    description: location?.description ?? '',
    contact_name: location?.contact_name ?? '',
    contact_email: location?.contact_email ?? '',
    ignore_before: text(location?.ignore_before),
    ignore_after: text(location?.ignore_after),
    stats_available_from: location?.stats_available_from?.slice(0, 10) ?? '',
    license_purchase_id: location?.license_purchase_id ?? '',
    license_state: location?.license_state ?? '',
    receipt_footer: location?.receipt_footer ?? '',
    image: location?.image ?? '',
    order: text(location?.order ?? 0),
    hidden: location?.hidden ?? false,
    optimal_balance: text(location?.optimal_balance ?? 0),
    balance_orange: text(location?.balance_orange ?? 0),
    balance_red: text(location?.balance_red ?? 0),
  };
}
