import { Banner, Button, Checkbox, Spinner, Stack, TextField } from '@careshop/design-system';
import { fieldLimits } from '@careshop/validation';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useSendableProducts } from '../api/get-products';
import { useWizardStore, useWizardStoreApi } from '../stores/wizard-store-context';
import {
  checkDraft,
  consentFields,
  fieldInputId,
  firstInvalidPath,
  type TextFieldName,
  textFields,
} from '../stores/zoom-order-draft';
import { ProductLines } from './product-lines';
import { useFieldErrorText } from './use-field-errors';

// The patient's data, not the professional's: the browser must not fill in the user's own.
const inputTypes: Partial<Record<TextFieldName, string>> = { email: 'email', phone: 'tel' };

const maxLengths: Record<TextFieldName, number> = {
  first_name: fieldLimits.name,
  last_name: fieldLimits.name,
  zip: fieldLimits.zipMax,
  street: fieldLimits.text,
  number: fieldLimits.text,
  city: fieldLimits.text,
  state: fieldLimits.name,
  scanner_type: fieldLimits.name,
  patient_scan_id: fieldLimits.name,
  email: fieldLimits.email,
  phone: fieldLimits.phone,
};

const patientFields: readonly TextFieldName[] = textFields.filter(
  (name) => !['scanner_type', 'patient_scan_id', 'email', 'phone'].includes(name),
);
const scannerFields: readonly TextFieldName[] = ['scanner_type', 'patient_scan_id'];
const contactFields: readonly TextFieldName[] = ['email', 'phone'];

/** Step 2: the patient, scanner, contact, products and consents (SPEC 3, checked per SPEC 5). */
export function OrderFormStep() {
  const { t } = useTranslation();
  const store = useWizardStoreApi();
  const draft = useWizardStore((state) => state.draft);
  const showErrors = useWizardStore((state) => state.showErrors);
  const setText = useWizardStore((state) => state.setText);
  const setConsent = useWizardStore((state) => state.setConsent);
  const products = useSendableProducts();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { errors } = checkDraft(draft);
  const errorText = useFieldErrorText(errors, showErrors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDraft(store.getState().draft);
    if (!check.ok) {
      store.getState().setShowErrors(true);
      const first = firstInvalidPath(store.getState().draft, check.errors);
      // After the errors render, so the focused field already announces its message.
      requestAnimationFrame(() => {
        if (first) document.getElementById(fieldInputId(first))?.focus();
      });
      return;
    }
    store.getState().setShowErrors(false);
    store.getState().goTo('summary');
  };

  const textField = (name: TextFieldName) => (
    <TextField
      key={name}
      id={fieldInputId(name)}
      name={name}
      label={t(`zoom.form.${name}`)}
      value={draft[name]}
      required
      maxLength={maxLengths[name]}
      type={inputTypes[name] ?? 'text'}
      autoComplete="off"
      error={errorText(name)}
      onChange={(event) => setText(name, event.target.value)}
    />
  );

  return (
    <Stack as="section" gap="md" aria-labelledby="zoom-form-title">
      <h2 id="zoom-form-title" ref={heading} tabIndex={-1}>
        {t('zoom.steps.order_form')}
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="lg">
          {showErrors && Object.keys(errors).length > 0 ? (
            <Banner severity="error" live="alert">
              {t('zoom.review.fix_errors')}
            </Banner>
          ) : null}
          <fieldset className="zoom-fieldset">
            <legend>{t('zoom.form.patient')}</legend>
            <div className="zoom-grid">{patientFields.map(textField)}</div>
          </fieldset>
          <fieldset className="zoom-fieldset">
            <legend>{t('zoom.review.scanner')}</legend>
            <div className="zoom-grid">{scannerFields.map(textField)}</div>
          </fieldset>
          <fieldset className="zoom-fieldset">
            <legend>{t('zoom.review.contact')}</legend>
            <div className="zoom-grid">{contactFields.map(textField)}</div>
          </fieldset>
          <fieldset className="zoom-fieldset">
            <legend>{t('zoom.form.products')}</legend>
            {products.isPending ? (
              <Spinner label={t('common.loading')} />
            ) : products.isError ? (
              <Banner severity="error">{t('errors.empty.no_results')}</Banner>
            ) : (
              <ProductLines lines={draft.products} products={products.data} errorText={errorText} />
            )}
          </fieldset>
          <fieldset className="zoom-fieldset">
            <legend>{t('zoom.consents.title')}</legend>
            <Stack gap="sm">
              {consentFields.map((name) => (
                <Checkbox
                  key={name}
                  id={fieldInputId(name)}
                  name={name}
                  label={t(`zoom.consents.${name}`)}
                  checked={draft[name]}
                  required
                  error={errorText(name)}
                  onChange={(event) => setConsent(name, event.target.checked)}
                />
              ))}
            </Stack>
          </fieldset>
          <Stack direction="horizontal" gap="md" justify="between">
            <Button variant="secondary" onClick={() => store.getState().goTo('start')}>
              {t('common.back')}
            </Button>
            <Button type="submit">{t('common.next')}</Button>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}
