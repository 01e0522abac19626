import { isApiError } from '@careshop/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/session';
import { uploadProductImage } from './product-image';

describe('product photo upload (decision 223)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it('puts the file as it is with its type and the stored token', async () => {
    tokenStore.set('abc');
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 7, has_image: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['png'], { type: 'image/png' });
    await expect(uploadProductImage(7, file)).resolves.toMatchObject({ has_image: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/admin\/backoffice\/products\/7\/image$/);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(file);
    expect(init.headers).toMatchObject({
      'content-type': 'image/png',
      authorization: 'Bearer abc',
    });
  });

  it('rejects with the API error of a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, code: 'invalid_image', message: 'Not an image' }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const failure = await uploadProductImage(7, new Blob(['x'], { type: 'image/png' })).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 400, message: 'Not an image' });
  });
});
