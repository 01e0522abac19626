import { z } from 'zod';

/**
 * The JSON body of every 4xx/5xx answer. `success: false` and `message` match what SPEC 7 says the
 * apps read ("success false with message"); `code` is stable for programs; `errors` holds the
 * per-field i18n keys of a validation failure.
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.object({ key: z.string(), params: z.unknown() })).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** Response map entries for the error statuses a route can answer (for OpenAPI and checks). */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
} as const;
