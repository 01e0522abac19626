import { miniIdParam, miniStrictObject } from './mini-schemas.js';

// In a module of its own and in zod/mini: the console's reports screen sends, pauses and deletes a
// subscription by its id with its first screen, which must not bring zod's classic API (decision
// 370), nor the other call parts' schemas.

/** `/order/:id`, `/zoom-order/:id` and similar: one positive decimal id. */
export const idParamsSchema = miniStrictObject({ id: miniIdParam() });
