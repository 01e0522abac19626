import type { Language, MyOrderFilters } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';
import { notify } from '../../../stores/notification-store';

/** Downloads an order's invoice (PDF) in the language on screen and saves it. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async ({ id, language }: { id: string | number; language: Language }) =>
      saveFile(
        await api.download(
          shopRoutes.invoice,
          { params: { id: id }, query: { language: language } },
          { fallbackName: `invoice-${id}.pdf` },
        ),
      ),
    onError: () => notify({ message: 'orders.detail.invoice_failed', severity: 'error' }),
  });
}

/** Downloads my orders matching the filters as CSV or XLSX, titled in the language on screen. */
export function useExportOrders() {
  return useMutation({
    mutationFn: async (input: {
      filters: MyOrderFilters;
      format: 'csv' | 'xlsx';
      language: Language;
    }) =>
      saveFile(
        await api.download(
          input.format === 'csv' ? shopRoutes.exportOrdersCsv : shopRoutes.exportOrdersXlsx,
          { query: { ...input.filters, language: input.language } },
          { fallbackName: `orders.${input.format}` },
        ),
      ),
    onError: () => notify({ message: 'orders.export.failed', severity: 'error' }),
  });
}
