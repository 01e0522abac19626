import { Banner, Button, Stack, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import { fieldLimits, type OfficeAddressBody, officeAddressBodySchema } from '@careshop/validation';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './country-select';

/** The registration form's address fields, in its order, with their labels and limits. */
const fields: {
  name: keyof OfficeAddressBody;
  label: string;
  max: number;
  required?: boolean;
  autoComplete?: string;
}[] = [
  {
    name: 'company_name',
    label: 'profile.addresses.name',
    max: fieldLimits.text,
    required: true,
    autoComplete: 'shipping organization',
  },
  {
    name: 'street_name',
    label: 'register.street_name',
    max: fieldLimits.text,
    required: true,
    autoComplete: 'shipping address-line1',
  },
  { name: 'house_number', label: 'register.house_number', max: fieldLimits.houseNumber },
  {
    name: 'address',
    label: 'profile.addresses.second_line',
    max: fieldLimits.text,
    autoComplete: 'shipping address-line2',
  },
  {
    name: 'postalcode',
    label: 'register.postal_code',
    max: fieldLimits.postalCode,
    required: true,
    autoComplete: 'shipping postal-code',
  },
  {
    name: 'city',
    label: 'register.city',
    max: fieldLimits.text,
    required: true,
    autoComplete: 'shipping address-level2',
  },
  {
    name: 'country',
    label: 'register.country',
    max: 2,
    required: true,
    autoComplete: 'shipping country',
  },
];

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The address being changed; left out to add one. */
  initial?: OfficeAddressBody | undefined;
  submitLabel: string;
  /** Saves the checked address; a rejection is shown by the caller through `failure`. */
  onSubmit(body: OfficeAddressBody): Promise<void>;
  onCancel(): void;
  /** Why the last save failed, already translated. */
  failure?: string | null | undefined;
}

/**
 * An address of the office's book (decision 246): the registration form's address fields, checked
 * with the API's own schema (`officeAddressBodySchema`) before anything is sent.
 */
export function AddressForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  failure,
}: AddressFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(officeAddressBodySchema, { ...initial }, onSubmit);
  const first = useRef<HTMLInputElement>(null);
  // The form opens on demand: its first field takes the focus, so a keyboard user starts there.
  useEffect(() => first.current?.focus(), []);
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <Stack gap="md">
        {failure ? (
          <Banner severity="error" live="alert">
            {failure}
          </Banner>
        ) : null}
        <div className="shop-form-grid">
          {fields.map((field, index) =>
            field.name === 'country' ? (
              <CountrySelect
                key={field.name}
                label={t(field.label)}
                autoComplete={field.autoComplete}
                required={field.required}
                {...form.text(field.name)}
              />
            ) : (
              <TextField
                key={field.name}
                label={t(field.label)}
                autoComplete={field.autoComplete}
                maxLength={field.max}
                required={field.required}
                ref={index === 0 ? first : undefined}
                {...form.text(field.name)}
              />
            ),
          )}
        </div>
        <div className="shop-actions">
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
