import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNextTask } from './use-next-task';

describe('decision 362: a part below the fold renders in the task after the first render', () => {
  it('is false in the first render, then true, and stays true', async () => {
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(() => {
      const done = useNextTask();
      seen.push(done);
      return done;
    });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender();
    expect(result.current).toBe(true);
    expect([...new Set(seen)]).toEqual([false, true]);
  });

  it('does not switch within the first render task', () => {
    const { result } = renderHook(() => useNextTask());
    // Effects have run (renderHook flushes them), the timer has not.
    expect(result.current).toBe(false);
  });
});
