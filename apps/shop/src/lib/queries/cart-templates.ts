import type { CartTemplateCreate } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { useAddressBookOffice } from './address-book';

// The office's saved carts (issue 15, decision 250). The query key names the office, so a rep who
// switches office never sees the previous office's carts; the office rule is the address book's.

const key = ['cart-templates'] as const;

/** The acting office's saved carts; idle while there is no office to act for. */
export function useCartTemplates() {
  const office = useAddressBookOffice();
  return useQuery({
    queryKey: [...key, office ?? ''],
    queryFn: ({ signal }) => api.call(shopRoutes.cartTemplates, {}, { signal }),
    enabled: office !== null,
  });
}

/** Saves the cart under a new name; the list is read again afterwards. */
export function useSaveCartTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CartTemplateCreate) =>
      api.call(shopRoutes.createCartTemplate, { body: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Renames a saved cart of the office. */
export function useRenameCartTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.call(shopRoutes.renameCartTemplate, { params: { id: id }, body: { name: name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Removes a saved cart of the office; the cart itself does not change. */
export function useRemoveCartTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(shopRoutes.deleteCartTemplate, { params: { id: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** One saved cart with its lines, read fresh when it is loaded into the cart. */
export function getCartTemplate(id: number) {
  return api.call(shopRoutes.cartTemplate, { params: { id: id } });
}
