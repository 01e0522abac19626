import {
  DateField as DesignDateField,
  type DateFieldProps as DesignDateFieldProps,
} from '@careshop/design-system';
import { type DateReader, dateInputPattern } from '@careshop/i18n/lazy';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../lib/date-format';

// The pattern is read from an `Intl.DateTimeFormat` built for it: once per reader, not per field
// (the counts screen has two).
const patterns = new Map<string, ReturnType<typeof dateInputPattern>>();
function patternFor(reader: DateReader): ReturnType<typeof dateInputPattern> {
  const key = `${reader.language} ${(reader.browserLocales ?? []).join(' ')}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = dateInputPattern(reader);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** Props of {@link DateField}: the design system's, with the pattern chosen for the reader. */
export type DateFieldProps = Omit<DesignDateFieldProps, 'pattern'>;

/**
 * A date field typed in the reader's order (decision 263): the browser's locale when it matches
 * the language on screen ("dd/mm/yyyy" for en-GB), else ISO "yyyy-mm-dd". Value and `onChange`
 * carry ISO `YYYY-MM-DD` as a native date field's did.
 */
export function DateField(props: DateFieldProps) {
  const { reader } = useDateFormat();
  const { t } = useTranslation();
  const pattern = useMemo(() => patternFor(reader), [reader]);
  return (
    <DesignDateField invalidError={t('validation.date_invalid')} {...props} pattern={pattern} />
  );
}
