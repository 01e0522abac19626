import { useEffect, useState } from 'react';

/**
 * How many of `total` items a list renders: `first` at once, then `step` more in each following
 * task, so that a long list is not built in one long task (issue 15, Total Blocking Time). The
 * count never shrinks: once a list has grown to full length, later renders show it all at once.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount(count + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
