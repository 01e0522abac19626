import { selectLineQuantity } from '@careshop/cart-engine';
import type { Product } from '@careshop/validation';
import { useCartStore } from '../../../stores/cart-store';
import { notify } from '../../../stores/notification-store';
import { useAddedToCartStore } from '../stores/added-to-cart-store';

/**
 * Cart quantity of one product, a setter that reports a refused update (SPEC 8 Cart), and `add`,
 * which also confirms the addition in the toast (decision 249). Both answer whether the cart took it.
 */
export function useCartQuantity(product: Product) {
  const id = product.id ?? product.part_no;
  const quantity = useCartStore((state) => selectLineQuantity(state.cart, id));
  const dispatch = useCartStore((state) => state.dispatch);
  const showAdded = useAddedToCartStore((state) => state.show);
  const setQuantity = (next: number): boolean => {
    const cart = dispatch({
      type: 'updateQuantity',
      product: {
        id,
        part_no: product.part_no,
        price_in_cents: product.price_in_cents,
        max_order_amount: product.max_order_amount,
        active_bundle: Boolean(product.bundle_info),
        PackageQty: product.PackageQty,
      },
      quantity: next,
    });
    if (cart.error) {
      notify({ message: `errors.cart.${cart.error.code}`, severity: 'error' });
      dispatch({ type: 'clearError' });
      return false;
    }
    return true;
  };
  const add = (amount: number): boolean => {
    const taken = setQuantity(quantity + amount);
    if (taken) showAdded({ partNo: product.part_no, name: product.SKUName, quantity: amount });
    return taken;
  };
  return { quantity, setQuantity, add };
}
