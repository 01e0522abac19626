import type { FieldErrors } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/** The translated error of a field path, or undefined when it has none or errors are hidden. */
export function useFieldErrorText(errors: FieldErrors, show: boolean) {
  const { t } = useTranslation();
  return (path: string): string | undefined => {
    const error = errors[path];
    return show && error ? t(error.key, error.params) : undefined;
  };
}
