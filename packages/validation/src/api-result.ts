import { z } from 'zod';
import { answerText, boolean, looseObject } from './keyed-schemas.js';

/**
 * The `{ success, message?, data? }` answer of forgot, register, question and `PUT /user/me`
 * (SPEC 7: "success false with message"). `message` is an i18n key such as
 * `register.success_message` or a server text.
 */
export const apiResultSchema = looseObject({
  success: boolean(),
  message: answerText().optional(),
  /** Whatever the call returns on success; its shape depends on the call. */
  data: z.unknown().optional(),
});
export type ApiResult = z.output<typeof apiResultSchema>;

/** An {@link apiResultSchema} whose `data` has a known shape. */
export function apiResultOf<Data extends z.ZodType>(data: Data) {
  return looseObject({
    success: boolean(),
    message: answerText().optional(),
    data: data.optional(),
  });
}
