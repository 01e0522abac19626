import type { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  boolean,
  integer,
  listOf,
  looseObject,
  MAX_ID,
  record,
  requiredText,
  strictObject,
} from './keyed-schemas.js';

/**
 * Body of creating or replacing a console configuration (SPEC 3 Config: is_active). At most one
 * configuration of a company is active: activating one deactivates the others
 * (docs/decisions/197-console-one-active-config.md).
 */
export const consoleConfigFormSchema = strictObject({
  company_id: integer(1, MAX_ID).optional(),
  name: requiredText(fieldLimits.name),
  is_active: boolean().optional(),
  settings: record().optional(),
});
export type ConsoleConfigForm = z.output<typeof consoleConfigFormSchema>;

/** A console configuration as the API answers it. */
export const consoleConfigSchema = looseObject({
  id: integer(0),
  company_id: integer(0),
  name: answerText(),
  is_active: boolean(),
  settings: looseObject({}),
  updated_at: answerText(),
});
export type ConsoleConfig = z.output<typeof consoleConfigSchema>;

/** Answer of `GET /console/configs`. */
export const consoleConfigListSchema = looseObject({ items: listOf(consoleConfigSchema) });
