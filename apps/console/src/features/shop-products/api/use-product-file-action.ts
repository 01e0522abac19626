import type { BackofficeProduct } from '@careshop/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormResult } from '../../../components/result-banner';
import { productQuery } from './product';

/** The texts of one file action's outcome, already in the user's language. */
export interface FileActionTexts {
  saved: string;
  failed: (error: unknown) => string;
}

/**
 * Runs an upload or removal of a product's file (photo, leaflet) one at a time: the answered
 * product replaces the cached one (the page and the list show it at once) and the outcome is one
 * result banner.
 */
export function useProductFileAction(productId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);

  const run = async (action: () => Promise<BackofficeProduct>, texts: FileActionTexts) => {
    setBusy(true);
    setResult(null);
    try {
      const saved = await action();
      queryClient.setQueryData(productQuery(productId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'products', 'list'] });
      setResult({ ok: true, text: texts.saved });
    } catch (error) {
      setResult({ ok: false, text: texts.failed(error) });
    } finally {
      setBusy(false);
    }
  };

  return { busy, result, setResult, run };
}
