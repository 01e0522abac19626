import { ApiError, codeForStatus, fileNameOf } from '@careshop/api-client';
import { logout, tokenStore } from './session';

/**
 * The {@link ApiError} of a refused file call, from its JSON body when it has one; a 401 of a
 * signed-in user logs them out ("session expired"), as the API client does.
 */
export async function responseError(
  response: Response,
  method: string,
  url: string,
  token: string | null | undefined,
): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.status === 401 && token) logout(true);
  const message = (body as { message?: string } | undefined)?.message ?? response.statusText;
  return new ApiError(codeForStatus(response.status), message, {
    status: response.status,
    body,
    request: { method, url },
  });
}

/**
 * Downloads a file as the logged-in user: fetched with the session's bearer (a plain link would
 * carry no token), then handed to the browser as a Blob. A refusal rejects with its
 * {@link ApiError}.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const token = tokenStore.get();
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await responseError(response, 'GET', url, token);
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return fileName;
}
