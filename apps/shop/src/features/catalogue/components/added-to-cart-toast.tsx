import { Snackbar } from '@careshop/design-system';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { productImageOf } from '../../../lib/images';
import { useCatalogue } from '../hooks/use-catalogue';
import { useAddedToCartStore } from '../stores/added-to-cart-store';

/**
 * The add-to-cart confirmation (decision 249): the product's thumbnail, what was added and a link
 * to the cart. Its polite live region stays mounted, so screen readers announce each addition.
 */
export function AddedToCartToast() {
  const { t } = useTranslation();
  const added = useAddedToCartStore((state) => state.added);
  const hide = useAddedToCartStore((state) => state.hide);
  const { products } = useCatalogue();
  const product = added ? products.find((entry) => entry.part_no === added.partNo) : undefined;
  const image = product ? productImageOf(product) : null;
  return (
    // No key per addition: a remounted live region is not reliably announced.
    <Snackbar
      open={added !== null}
      onClose={hide}
      variant="default"
      position="bottom-right"
      autoHideDuration={5000}
      message={
        added ? (
          <span className="shop-toast-message" data-testid="added-to-cart">
            {image ? (
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes="48px"
                width={48}
                height={48}
                alt=""
                style={{ backgroundColor: image.placeholder }}
                className="shop-toast-thumb"
              />
            ) : null}
            <span>
              {t('product.added', {
                quantity: added.quantity,
                name: product?.SKUName ?? added.name,
              })}
            </span>
          </span>
        ) : (
          ''
        )
      }
      action={
        added ? (
          <Link to="/cart" className="shop-toast-link" onClick={hide}>
            {t('product.view_cart')}
          </Link>
        ) : null
      }
    />
  );
}
