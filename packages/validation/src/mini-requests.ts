import * as z from 'zod/mini';
import { validationErrorMap } from './error-map.js';
import { message } from './message-keys.js';
import { miniString } from './mini-schemas.js';
import { languages } from './profile-options.js';

// The query and path parameters of the first screen's calls (shop config, catalogue, user), in
// zod/mini like their answers (decision 242): the contract's routes carry them, so the client
// checks them without loading zod's classic API. They are the schemas the server applies.

const keyed = { error: validationErrorMap } as const;

/** `?language=` of the catalogue calls: one of the shop's languages, optional. */
export const languageQuerySchema = z.strictObject(
  { language: z.optional(z.enum(languages, keyed)) },
  keyed,
);

/** `/config_for_hostname/:hostname`: a host name, optionally with a port. */
export const hostnameParamsSchema = z.strictObject(
  {
    hostname: miniString().check(
      z.minLength(1),
      z.maxLength(253),
      z.regex(/^[a-zA-Z0-9.-]+(:\d{1,5})?$/, message('validation.invalid_value')),
    ),
  },
  keyed,
);

/** `?refresh=1` of `GET /user/me`. */
export const refreshQuerySchema = z.looseObject(
  { refresh: z.optional(z.enum(['0', '1'], keyed)) },
  keyed,
);
