import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

describe('issue 15: a long list renders its first items at once and the rest a few per task', () => {
  it('starts with the first items and grows by steps to the whole list', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(10, 4, 3);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toBe(10));
    expect([...new Set(seen)]).toEqual([4, 7, 10]);
  });

  it('never shows more than the list has, and never shrinks once grown', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 8, 4), {
      initialProps: { total: 3 },
    });
    expect(result.current).toBe(3);
    rerender({ total: 20 });
    expect(result.current).toBe(8);
    await waitFor(() => expect(result.current).toBe(20));
    rerender({ total: 2 });
    expect(result.current).toBe(2);
    rerender({ total: 20 });
    expect(result.current).toBe(20);
  });
});
