import type { MyOrderFilters } from '@careshop/validation';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';
import { notify } from '../../../stores/notification-store';

/** Downloads an order's invoice (PDF) in the language on screen and saves it. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async ({ id, language }: { id: string | number; language: string }) =>
      saveFile(await api.downloadInvoice(id, language)),
    onError: () => notify({ message: 'orders.detail.invoice_failed', severity: 'error' }),
  });
}

/** Downloads my orders matching the filters as CSV or XLSX, titled in the language on screen. */
export function useExportOrders() {
  return useMutation({
    mutationFn: async (input: {
      filters: MyOrderFilters;
      format: 'csv' | 'xlsx';
      language: string;
    }) => saveFile(await api.exportOrders(input.filters, input.format, input.language)),
    onError: () => notify({ message: 'orders.export.failed', severity: 'error' }),
  });
}
