import { selectLineQuantity } from '@careshop/cart-engine';
import type { Product } from '@careshop/validation';
import { useCartStore } from '../../../stores/cart-store';
import { notify } from '../../../stores/notification-store';

/** Cart quantity of one product and a setter that reports a refused update (SPEC 8 Cart). */
export function useCartQuantity(product: Product) {
  const id = product.id ?? product.part_no;
  const quantity = useCartStore((state) => selectLineQuantity(state.cart, id));
  const dispatch = useCartStore((state) => state.dispatch);
  const setQuantity = (next: number) => {
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
    }
  };
  return { quantity, setQuantity };
}
