import type { Order } from '@careshop/validation';
import { useNavigate } from '@tanstack/react-router';
import { useProducts } from '../../../lib/queries/get-products';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useCartStore } from '../../../stores/cart-store';
import { notify } from '../../../stores/notification-store';

/**
 * Puts an order's lines back in the cart with the cart engine's rules; the cart's live check
 * then shows what is left of each yearly quota and trims what cannot be ordered.
 */
export function useReorder() {
  const navigate = useNavigate();
  const config = useShopConfig();
  const products = useProducts(config.organisation_id);
  const dispatch = useCartStore((state) => state.dispatch);
  return (order: Order) => {
    for (const line of order.lines) {
      const product = products.data?.find((entry) => (entry.id ?? entry.part_no) === line.id);
      if (!product) continue;
      const cart = dispatch({
        type: 'updateQuantity',
        product: {
          id: line.id,
          price_in_cents: product.price_in_cents,
          max_order_amount: product.max_order_amount,
          active_bundle: Boolean(product.bundle_info),
        },
        quantity: line.quantity,
      });
      if (cart.error) {
        notify({ message: `errors.cart.${cart.error.code}`, severity: 'error' });
        dispatch({ type: 'clearError' });
      }
    }
    void navigate({ to: '/cart' });
  };
}
