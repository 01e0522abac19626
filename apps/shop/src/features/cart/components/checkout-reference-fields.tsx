import { Stack, TextAreaField, TextField } from '@careshop/design-system';
import { type FieldErrors, ORDER_NOTE_MAX, PO_NUMBER_MAX } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/** Props of {@link CheckoutReferenceFields}. */
export interface CheckoutReferenceFieldsProps {
  poNumber: string;
  note: string;
  /** The fields' errors from `orderReferenceSchema` (i18n keys). */
  errors: FieldErrors;
  onChange(change: { po_number?: string; note?: string }): void;
}

/** The order's PO number and note for the brand (decision 246), on the payment step. */
export function CheckoutReferenceFields({
  poNumber,
  note,
  errors,
  onChange,
}: CheckoutReferenceFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (field: string) => {
    const error = errors[field];
    return error ? t(error.key, error.params) : undefined;
  };
  return (
    <fieldset className="shop-fieldset">
      <legend>{t('checkout.reference.title')}</legend>
      <Stack gap="md">
        <TextField
          label={t('checkout.reference.po_number')}
          help={t('checkout.reference.po_number_help', { max: PO_NUMBER_MAX })}
          name="po_number"
          autoComplete="off"
          maxLength={PO_NUMBER_MAX}
          value={poNumber}
          error={errorOf('po_number')}
          onChange={(event) => onChange({ po_number: event.target.value })}
        />
        <TextAreaField
          label={t('checkout.reference.note')}
          help={t('checkout.reference.note_help', { max: ORDER_NOTE_MAX })}
          name="note"
          rows={3}
          maxLength={ORDER_NOTE_MAX}
          value={note}
          error={errorOf('note')}
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </Stack>
    </fieldset>
  );
}
