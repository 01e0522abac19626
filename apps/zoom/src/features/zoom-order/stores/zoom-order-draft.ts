import {
  type FieldErrors,
  toFieldErrors,
  type ZoomOrderRequest,
  zoomOrderFormSchema,
} from '@careshop/validation';

/** One product line as typed: the id is empty until a product is chosen. */
export interface ProductLineDraft {
  id: string;
  quantity: number;
}

/** The text fields of the form, in screen order (SPEC 3 Zoom! Delivered order). */
export const textFields = [
  'first_name',
  'last_name',
  'zip',
  'street',
  'number',
  'city',
  'state',
  'scanner_type',
  'patient_scan_id',
  'email',
  'phone',
] as const;
export type TextFieldName = (typeof textFields)[number];

/** The consents and confirmations, in screen order (SPEC 5: all must be accepted). */
export const consentFields = [
  'informed_consent_practice',
  'informed_consent_patient',
  'net_terms',
  'terms',
  'confirm_correct',
] as const;
export type ConsentFieldName = (typeof consentFields)[number];

/** The form as the user fills it in; {@link checkDraft} turns it into the request body. */
export type ZoomOrderDraft = Record<TextFieldName, string> &
  Record<ConsentFieldName, boolean> & { products: ProductLineDraft[] };

export function emptyDraft(): ZoomOrderDraft {
  return {
    first_name: '',
    last_name: '',
    zip: '',
    street: '',
    number: '',
    city: '',
    state: '',
    scanner_type: '',
    patient_scan_id: '',
    email: '',
    phone: '',
    products: [{ id: '', quantity: 1 }],
    informed_consent_practice: false,
    informed_consent_patient: false,
    net_terms: false,
    terms: false,
    confirm_correct: false,
  };
}

/** Result of {@link checkDraft}. */
export type DraftCheck =
  | { ok: true; request: ZoomOrderRequest; errors: FieldErrors }
  | { ok: false; errors: FieldErrors };

/**
 * Checks the draft with the shared schema the API uses (SPEC 5). On success `request` is exactly
 * the body that will be sent: the schema's output, trimmed and normalised.
 */
export function checkDraft(draft: ZoomOrderDraft): DraftCheck {
  const result = zoomOrderFormSchema.safeParse(draft);
  if (result.success) return { ok: true, request: result.data, errors: {} };
  return { ok: false, errors: toFieldErrors(result.error) };
}

/** The DOM id of a field's input, so an error summary can focus it. */
export function fieldInputId(path: string): string {
  return `zoom-${path.replaceAll('.', '-')}`;
}

/** Field paths in the order the form shows them, so focus goes to the first error on screen. */
export function fieldPathsOnScreen(draft: ZoomOrderDraft): string[] {
  return [
    ...textFields,
    ...draft.products.flatMap((_, index) => [`products.${index}.id`, `products.${index}.quantity`]),
    'products',
    ...consentFields,
  ];
}

/** The first field with an error, in screen order. */
export function firstInvalidPath(draft: ZoomOrderDraft, errors: FieldErrors): string | undefined {
  return fieldPathsOnScreen(draft).find((path) => path in errors) ?? Object.keys(errors)[0];
}
