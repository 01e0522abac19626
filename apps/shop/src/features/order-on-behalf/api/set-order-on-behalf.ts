import type { OrderOnBehalfResponse } from '@careshop/validation';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /set_order_on_behalf`; a 200 with a company switches the header (SPEC 4). */
export function setOrderOnBehalf(custNo: string): Promise<OrderOnBehalfResponse> {
  return api.setOrderOnBehalf(custNo);
}

export function useSetOrderOnBehalf() {
  return useMutation({ mutationFn: setOrderOnBehalf });
}
