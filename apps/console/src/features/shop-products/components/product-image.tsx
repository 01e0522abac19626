import { Button } from '@careshop/design-system';
import type { BackofficeProduct } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBanner } from '../../../components/result-banner';
import { failureReason } from '../../../lib/failure-reason';
import { productName } from '../../../lib/product-name';
import { api } from '../../../lib/session';
import { uploadFile } from '../../../lib/upload-file';
import { useProductFileAction } from '../api/use-product-file-action';

/** The types the API takes (decision 223); anything else it answers 415. */
export const PRODUCT_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** The preview's box: the photo fits inside it, its aspect kept (`object-fit: contain`). */
const PREVIEW_SIZE = 200;

/**
 * Uploads a product's photo as the raw file with the stored token, like a report download: a
 * refusal rejects with the {@link ApiError} of its JSON body (400 invalid_image, 413, 415).
 */
export async function uploadProductImage(
  productId: number,
  file: Blob,
): Promise<BackofficeProduct> {
  const url = await api.url(backofficeRoutes.uploadProductImage, { params: { id: productId } });
  return uploadFile(url, file, file.type);
}

/** The product's photo, a file input that replaces it and a button that removes it. */
export function ProductImageSection({ product }: { product: BackofficeProduct }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const { busy, result, run: runAction } = useProductFileAction(product.id);
  const run = (action: () => Promise<BackofficeProduct>) =>
    runAction(action, {
      saved: t('console_app.forms.saved'),
      failed: (error) => t('console_app.forms.save_failed', { reason: failureReason(t, error) }),
    });

  return (
    <section className="console-fieldset console-stack" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('console_app.backoffice.image')}</h2>
      <ResultBanner result={result} />
      {product.image_url ? (
        <img
          src={new URL(product.image_url, api.adminUrl).href}
          alt={productName(product, i18n.language)}
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
          style={{ objectFit: 'contain' }}
        />
      ) : null}
      <label htmlFor={inputId}>{t('console_app.backoffice.image')}</label>
      <input
        id={inputId}
        type="file"
        accept={PRODUCT_IMAGE_ACCEPT}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run(() => uploadProductImage(product.id, file));
        }}
      />
      {product.has_image ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={busy}
            onClick={() =>
              void run(() =>
                api.call(backofficeRoutes.deleteProductImage, { params: { id: product.id } }),
              )
            }
          >
            {t('console_app.backoffice.products.bundle_remove')}
            <span className="console-sr-only"> {t('console_app.backoffice.image')}</span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
