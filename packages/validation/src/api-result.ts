import * as z from 'zod/mini';
import { miniAnswerText, miniBoolean, miniLooseObject } from './mini-schemas.js';

// In zod/mini: the console's reports screen deletes a subscription with its first screen, which
// must not bring zod's classic API (decision 370).

/**
 * The `{ success, message?, data? }` answer of forgot, register, question and `PUT /user/me`
 * (SPEC 7: "success false with message"). `message` is an i18n key such as
 * `register.success_message` or a server text.
 */
export const apiResultSchema = miniLooseObject({
  success: miniBoolean(),
  message: z.optional(miniAnswerText()),
  /** Whatever the call returns on success; its shape depends on the call. */
  data: z.optional(z.unknown()),
});
export type ApiResult = z.output<typeof apiResultSchema>;

/** An {@link apiResultSchema} whose `data` has a known shape. */
export function apiResultOf<Data extends z.core.SomeType>(data: Data) {
  return miniLooseObject({ ...apiResultSchema.shape, data: z.optional(data) });
}
