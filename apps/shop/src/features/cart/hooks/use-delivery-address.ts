import { DEFAULT_ADDRESS_KEY, type DeliveryAddress } from '@careshop/validation';
import { useAddressBook } from '../../../lib/queries/address-book';

/**
 * The delivery address the cart's `addresskey` names (decision 246): the office's own address for
 * none or `default`, else the address of the book with that key. A key the book no longer holds
 * (removed meanwhile, or another office's after a rep switched) falls back to the default.
 */
export function useDeliveryAddress(addresskey: string | null) {
  const book = useAddressBook();
  const entry = book.data?.items.find((item) => item.key === addresskey);
  const key = entry ? entry.key : DEFAULT_ADDRESS_KEY;
  const address: DeliveryAddress | undefined = entry?.delivery ?? book.data?.default.delivery;
  return { book, key, address };
}
