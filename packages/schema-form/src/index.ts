export type { FormValues } from './use-schema-form';
export { serverFieldErrors, useSchemaForm, withoutEmpty } from './use-schema-form';
