import type { DownloadedFile } from '@careshop/api-client';

/**
 * Hands a downloaded file to the browser as a Blob link: the API answers files only with the
 * session's bearer, which a plain link would not carry.
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
