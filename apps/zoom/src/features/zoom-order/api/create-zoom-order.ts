import type { ZoomOrderRequest } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What one send needs: the checked body and the key of this submission. */
export interface CreateZoomOrderInput {
  body: ZoomOrderRequest;
  idempotencyKey: string;
}

/** `POST /zoom-order` with its `Idempotency-Key`; refreshes the sent deliveries and stock. */
export function useCreateZoomOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateZoomOrderInput) =>
      api.call(shopRoutes.createZoomOrder, {
        headers: { 'idempotency-key': idempotencyKey },
        body: body,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['zoom-orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
