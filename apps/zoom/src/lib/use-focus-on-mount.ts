import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to the element when it mounts, so a keyboard or screen-reader user lands on the new
 * step's heading instead of the top of the page.
 */
export function useFocusOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
