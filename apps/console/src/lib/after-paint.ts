import { useEffect, useState } from 'react';

/** How long a hidden tab, which draws no frames, waits instead of the next frame. */
const HIDDEN_TAB_WAIT_MS = 100;

/**
 * Runs `run` once, in a task of its own, after the browser has painted its next frame (a frame
 * callback, then a timer); in a hidden tab, which draws no frames, after 100 ms. Returns a
 * function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  let timer = setTimeout(once, HIDDEN_TAB_WAIT_MS);
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(once, 0);
  });
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of a screen's `count` later parts (those below its first screenful) may render: none
 * on its first render, then one more per task, each after a paint (decision 374). The first
 * screenful paints without waiting for them, and no single task builds them all. Counting starts
 * once `ready` (the screen shows its content, not a spinner); once all are shown they stay.
 */
export function useStagedParts(count: number, ready = true): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!ready || shown >= count) return;
    return afterNextPaint(() => setShown((value) => value + 1));
  }, [ready, shown, count]);
  return shown;
}
