import { apiErrorBodySchema } from '@careshop/validation';

/**
 * The JSON body of every 4xx/5xx answer: validation's `apiErrorBodySchema` (decision 153), so the
 * server and the apps read one shape with one registry of codes.
 */
export const errorResponseSchema = apiErrorBodySchema;

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
