import { Button, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import {
  CART_TEMPLATE_NAME_TAKEN_KEY,
  cartTemplateNameKey,
  cartTemplateRenameSchema,
  fieldLimits,
} from '@careshop/validation';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorCode } from '../../../lib/api';

/**
 * A saved cart's name, for saving the cart and for renaming (decision 250): the shared schema's
 * rules, a name another saved cart of the office has named on the field before any call, and the
 * server's 409 named the same way.
 */
export function CartTemplateNameForm({
  id,
  initial = '',
  takenNames,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  id: string;
  initial?: string;
  /** The other saved carts' names. */
  takenNames: readonly string[];
  submitLabel: string;
  /** Throws the API's error when the call failed. */
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  const taken = new Set(takenNames.map(cartTemplateNameKey));
  const form = useSchemaForm(cartTemplateRenameSchema, { name: initial }, async ({ name }) => {
    if (taken.has(cartTemplateNameKey(name))) {
      form.setErrors({ name: { key: CART_TEMPLATE_NAME_TAKEN_KEY, params: {} } });
      return;
    }
    try {
      await onSubmit(name);
      if (!initial) form.set('name', '');
    } catch (error) {
      if (serverErrorCode(error) !== 'cart_template_name_taken') throw error;
      form.setErrors({ name: { key: CART_TEMPLATE_NAME_TAKEN_KEY, params: {} } });
    }
  });
  return (
    <form
      id={id}
      noValidate
      className="shop-actions shop-template-form"
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <TextField
        ref={input}
        label={t('profile.carts.name')}
        maxLength={fieldLimits.name}
        required
        autoComplete="off"
        className="shop-grow"
        {...form.text('name')}
      />
      <Button type="submit" loading={form.submitting}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
    </form>
  );
}
