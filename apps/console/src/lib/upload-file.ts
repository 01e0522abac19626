import { responseError } from './download-file';
import { tokenStore } from './session';

/**
 * Uploads a file as the raw body of a `PUT` with the stored token (decisions 223 and 225): the
 * API reads the bytes as they are, so the file goes without multipart. Resolves to the JSON
 * answer; a refusal rejects with the {@link ApiError} of its body (400, 413, 415, …).
 */
export async function uploadFile<T>(url: string, file: Blob, contentType: string): Promise<T> {
  const token = tokenStore.get();
  const response = await fetch(url, {
    method: 'PUT',
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  if (!response.ok) throw await responseError(response, 'PUT', url, token);
  return (await response.json()) as T;
}
