import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a dialog closes. Radix returns it to the dialog's `Trigger`; a dialog the
 * app opens itself (controlled with `open`, often mounted only while open) has none, and Radix
 * then leaves focus on `<body>`. This remembers the element that had focus when the dialog
 * opened (the button that opened it) and gives focus back to it on close, whichever way the
 * dialog closed (Escape, the close button, a Cancel button, or being unmounted).
 *
 * Pass the result as the content's `onCloseAutoFocus`. With a trigger, Radix's own behaviour is
 * kept. When the opener is gone (its row was deleted), focus is left to Radix.
 */
export function useReturnFocus(open: boolean | undefined, hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope moves focus into the dialog (a passive
  // effect), so `document.activeElement` is still the opener here.
  useLayoutEffect(() => {
    if (!open || hasTrigger) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open, hasTrigger]);
  return (event: Event) => {
    const element = opener.current;
    if (hasTrigger || !element?.isConnected) return;
    event.preventDefault();
    element.focus();
    opener.current = null;
  };
}
