import { ApiError, codeForStatus, fileNameOf } from '@careshop/api-client';
import type { ReportQuery } from '@careshop/validation';
import { api, logout, tokenStore } from '../../../lib/session';

/** The search string of a report download: repeated `location` for several locations. */
export function reportSearch(query: ReportQuery): string {
  const search = new URLSearchParams();
  search.set('type', query.type);
  for (const id of Array.isArray(query.location) ? query.location : [query.location]) {
    search.append('location', String(id));
  }
  search.set('from', query.from);
  search.set('to', query.to);
  search.set('interval', query.interval);
  search.set('format', query.format);
  if (query.lang) search.set('lang', query.lang);
  return search.toString();
}

/** The file name of a Content-Disposition header (one rule for every download, in api-client). */
export { fileNameOf };

/**
 * Downloads a report as the logged-in user, reporting the bytes received as they come (the server
 * streams large reports), then hands the file to the browser. A refusal rejects with the
 * {@link ApiError} of its JSON body, so the form can name the field.
 */
export async function downloadReport(
  query: ReportQuery,
  onProgress: (received: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<{ fileName: string; bytes: number }> {
  const url = `${api.adminUrl}/console/report?${reportSearch(query)}`;
  const token = tokenStore.get();
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const message = (body as { message?: string } | undefined)?.message ?? response.statusText;
    if (response.status === 401 && token) logout(true);
    throw new ApiError(codeForStatus(response.status), message, {
      status: response.status,
      body,
      request: { method: 'GET', url },
    });
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received, total);
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameOf(
    response.headers.get('content-disposition'),
    `report.${query.format}`,
  );
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob(chunks, { type }));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return { fileName, bytes: received };
}
