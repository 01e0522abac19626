import { Select } from '@careshop/design-system';
import { countryCodeOf, countryName, deliveryCountries } from '@careshop/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link CountrySelect}: a form's text binding (`form.text('country')`) and its label. */
export interface CountrySelectProps {
  name: string;
  label: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  error?: string | undefined;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
}

/**
 * The country of an address (decision 253): the countries the shop delivers to, named and sorted
 * in the chosen language; the value is the ISO code the API stores. An address written before the
 * decision holds a name: its country is preselected when the name is known.
 */
export function CountrySelect({ value, ...rest }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(() => {
    const collator = new Intl.Collator(language);
    return deliveryCountries
      .map((code) => ({ value: code, label: countryName(code, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
  return (
    <Select
      {...rest}
      value={countryCodeOf(value) ?? ''}
      options={options}
      placeholder={t('register.country_choose')}
    />
  );
}
