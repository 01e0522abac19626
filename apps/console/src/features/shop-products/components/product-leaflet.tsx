import { isApiError } from '@careshop/api-client';
import { Button } from '@careshop/design-system';
import type { BackofficeProduct } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBanner } from '../../../components/result-banner';
import { failureReason } from '../../../lib/failure-reason';
import { api } from '../../../lib/session';
import { uploadFile } from '../../../lib/upload-file';
import { useProductFileAction } from '../api/use-product-file-action';

/** The one type the API takes (decision 225). */
export const PRODUCT_LEAFLET_TYPE = 'application/pdf';

/** The largest leaflet the API takes (bytes); larger ones it answers 413. */
export const PRODUCT_LEAFLET_MAX_BYTES = 10 * 1024 * 1024;

/** A file is sent as a PDF when the browser says so, or names it `.pdf` without a type. */
export function isPdfFile(file: { name: string; type: string }): boolean {
  return file.type === PRODUCT_LEAFLET_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));
}

/** Uploads a product's leaflet as the raw PDF with its name (decision 225). */
export async function uploadProductLeaflet(
  productId: number,
  file: File,
): Promise<BackofficeProduct> {
  const url = await api.url(backofficeRoutes.uploadProductLeaflet, {
    params: { id: productId },
    query: { file_name: file.name },
  });
  return uploadFile(url, file, PRODUCT_LEAFLET_TYPE);
}

/** A file size in the user's language: kilobytes below a megabyte, else megabytes. */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(1, bytes / (megabytes ? 1024 * 1024 : 1024)));
}

const refusalKeys: Record<string, string> = {
  invalid_pdf: 'console_app.backoffice.leaflet_file.not_pdf',
  body_too_large: 'console_app.backoffice.leaflet_file.too_large',
  unsupported_media_type: 'console_app.backoffice.leaflet_file.wrong_type',
};

/** Why an upload was refused, in the user's language: the leaflet's own refusals first. */
function leafletFailure(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? String(error.serverCode ?? error.code) : '';
  const key = refusalKeys[code];
  return key ? t(key) : failureReason(t, error);
}

/**
 * The product's PDF leaflet: the uploaded file (name, size, pages, a link that opens it as the
 * shop serves it) or what the shop offers without one, a file input that uploads or replaces it,
 * and a button that removes the upload.
 */
export function ProductLeafletSection({ product }: { product: BackofficeProduct }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const { busy, result, setResult, run } = useProductFileAction(product.id);
  const file = product.leaflet_file;
  const k = (key: string) => `console_app.backoffice.leaflet_file.${key}`;

  const upload = (chosen: File) => {
    if (!isPdfFile(chosen)) {
      setResult({ ok: false, text: t(k('failed'), { reason: t(k('wrong_type')) }) });
      return;
    }
    if (chosen.size > PRODUCT_LEAFLET_MAX_BYTES) {
      setResult({ ok: false, text: t(k('failed'), { reason: t(k('too_large')) }) });
      return;
    }
    void run(() => uploadProductLeaflet(product.id, chosen), {
      saved: t(k('uploaded')),
      failed: (error) => t(k('failed'), { reason: leafletFailure(t, error) }),
    });
  };

  return (
    <section className="console-fieldset console-stack" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t(k('title'))}</h2>
      <ResultBanner result={result} />
      {file ? (
        <p>
          {t(k('current'), {
            name: file.file_name,
            size: formatFileSize(file.size, i18n.language),
            pages: file.pages,
          })}{' '}
          <a href={new URL(file.url, api.adminUrl).href} target="_blank" rel="noopener">
            {t(k('open'))}
          </a>
        </p>
      ) : (
        <p className="console-muted">{t(k(product.leaflet ? 'generated' : 'none'))}</p>
      )}
      <label htmlFor={inputId}>{t(k(file ? 'replace' : 'choose'))}</label>
      <input
        id={inputId}
        type="file"
        accept={`${PRODUCT_LEAFLET_TYPE},.pdf`}
        disabled={busy}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) upload(chosen);
        }}
      />
      {file ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={busy}
            onClick={() =>
              void run(
                () =>
                  api.call(backofficeRoutes.deleteProductLeaflet, { params: { id: product.id } }),
                {
                  saved: t(k('removed')),
                  failed: (error) => t(k('remove_failed'), { reason: failureReason(t, error) }),
                },
              )
            }
          >
            {t(k('remove'))}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
