import { describe, expect, it } from 'vitest';
import { ChunkLoadError, loadChunk } from './route-chunk';

describe('SPEC 7 / SPEC 8: script chunks load with a time-out and fail clearly', () => {
  it('rejects with a timeout ChunkLoadError when the chunk does not arrive in time', async () => {
    const never = () => new Promise<never>(() => undefined);
    await expect(loadChunk(never, 10)).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'timeout',
    });
  });

  it('turns a failed import into a missing ChunkLoadError', async () => {
    const error = await loadChunk(
      () => Promise.reject(new TypeError('Failed to fetch')),
      1000,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('missing');
  });

  it('resolves with the module when it loads', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 1 }), 1000)).resolves.toEqual({ Page: 1 });
  });
});
