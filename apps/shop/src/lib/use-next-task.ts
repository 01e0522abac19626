import { useEffect, useState } from 'react';

/**
 * `false` in a component's first render, `true` from the task after it (decision 362): a part of
 * the first screen that is below the fold (the home page's listing, a product's related products,
 * the footer) renders in a task of its own instead of lengthening the first render's task, the
 * longest of a cold visit (Total Blocking Time), and the page paints its top without waiting for
 * it. Once `true` it stays so for the component's life.
 */
export function useNextTask(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setDone(true), 0);
    return () => clearTimeout(timer);
  }, [done]);
  return done;
}
