import type { CallOptions } from '@careshop/api-client';
import {
  isLicenseApproved,
  type OfficeAddressBody,
  type OfficeAddressBook,
} from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { api } from '../api';
import { useMe } from './get-me';

/**
 * `GET /address`: the acting office's own address and its address book (decision 246). The key
 * names the office, so a rep who switches office never sees the previous office's book.
 */
export function getAddressBook(options?: CallOptions): Promise<OfficeAddressBook> {
  return api.call(shopRoutes.addresses, {}, options);
}

export const addressBookQueryOptions = (office: string) =>
  queryOptions({
    queryKey: ['address-book', office],
    queryFn: ({ signal }) => getAddressBook({ signal }),
  });

/**
 * The office whose book the session may use: the rep's chosen office, or the customer's own once
 * the licence is approved (decision 140); null while there is none.
 */
export function useAddressBookOffice(): string | null {
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const company = useAccountStore((state) => state.company);
  const me = useMe();
  if (isSalesRep) return company?.cust_no ?? null;
  return me && isLicenseApproved(me.license_valid) ? (me.cust_no ?? 'own') : null;
}

/** The acting office's addresses; idle while there is no office to act for. */
export function useAddressBook() {
  const office = useAddressBookOffice();
  return useQuery({ ...addressBookQueryOptions(office ?? ''), enabled: office !== null });
}

/** Adds an address (no `id`) or changes one; the book is read again afterwards. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: OfficeAddressBody }) =>
      id === undefined
        ? api.call(shopRoutes.createAddress, { body: body })
        : api.call(shopRoutes.updateAddress, { params: { id: id }, body: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['address-book'] }),
  });
}

/** Removes an address of the book; orders already sent there keep their copy. */
export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(shopRoutes.deleteAddress, { params: { id: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['address-book'] }),
  });
}
