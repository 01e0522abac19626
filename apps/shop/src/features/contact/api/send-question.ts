import type { ApiResult, QuestionRequest } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /question`: anonymous visitors send the self-signed bearer (SPEC 6). */
export function sendQuestion(body: QuestionRequest): Promise<ApiResult> {
  return api.call(shopRoutes.question, { body: body });
}

export function useSendQuestion() {
  return useMutation({ mutationFn: sendQuestion });
}
