import { apiErrorBodySchema, errorResponses as contractErrorResponses } from '@careshop/validation';

/**
 * The JSON body of every 4xx/5xx answer: validation's `apiErrorBodySchema` (decision 153), so the
 * server and the apps read one shape with one registry of codes.
 */
export const errorResponseSchema = apiErrorBodySchema;

/**
 * Response map entries for the error statuses a route can answer (for OpenAPI and checks): the
 * contract's, which every route registered from it declares (decision 285).
 */
export const errorResponses = contractErrorResponses;
