import {
  DateField as DesignDateField,
  type DateFieldProps as DesignDateFieldProps,
} from '@careshop/design-system';
import { dateInputPattern } from '@careshop/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link DateField}: the design system's, with the pattern chosen for the reader. */
export type DateFieldProps = Omit<DesignDateFieldProps, 'pattern'>;

/** The browser's preferred locales, most preferred first (none outside a browser). */
function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * A date field typed in the reader's order (decision 263), as the console's: the browser's locale
 * when it matches the shop's language ("dd/mm/yyyy" for fr-FR), else ISO "yyyy-mm-dd". Value and
 * `onChange` carry ISO `YYYY-MM-DD` as a native date field's did.
 */
export function DateField(props: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pattern = useMemo(
    () => dateInputPattern({ language, browserLocales: browserLocales() }),
    [language],
  );
  return (
    <DesignDateField invalidError={t('validation.date_invalid')} {...props} pattern={pattern} />
  );
}
