import * as z from 'zod/mini';
import { fieldLimits } from './field-limits.js';
import { message } from './message-keys.js';
import { miniIdParam, miniTrimmedString } from './mini-fields.js';
import { miniAnswerText, miniBoolean, miniLooseObject, miniStrictObject } from './mini-schemas.js';

// zod/mini twins of three schemas of the shop's calls (call-parts' `idParamsSchema`, email's
// `emailSchema`, api-result's `apiResultSchema`), for the console's routes: its reports screen
// must not load zod's classic API (decision 370). The shop keeps the classic ones, which it loads
// after its first screen with their own copy of zod's core (decision 345): built with zod/mini,
// its later pages would take zod/mini's functions from the first download, which has no bytes to
// spare. Each twin accepts, refuses, answers and is documented as its classic schema
// (`mini-call-parts.test.ts`).

/** call-parts' `idParamsSchema`: `/console/users/:id` and the like, one positive decimal id. */
export const miniIdParamsSchema = miniStrictObject({ id: miniIdParam() });

/** email's `emailSchema`: trimmed first, then required and a valid address. */
export const miniEmailSchema = miniTrimmedString().check(
  z.minLength(1, message('validation.required')),
  z.maxLength(fieldLimits.email),
  z.regex(z.regexes.email, message('validation.email_invalid')),
);

/** api-result's `apiResultSchema`: the `{ success, message?, data? }` answer of a deletion. */
export const miniApiResultSchema = miniLooseObject({
  success: miniBoolean(),
  message: z.optional(miniAnswerText()),
  data: z.optional(z.unknown()),
});
