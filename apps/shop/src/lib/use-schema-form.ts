// The form hook lives in @careshop/schema-form (decision 295); this path only forwards to it, so the
// app's imports stay as they are while the console's screens move into feature folders (issue 28).
export type { FormValues } from '@careshop/schema-form';
export { serverFieldErrors, useSchemaForm, withoutEmpty } from '@careshop/schema-form';
