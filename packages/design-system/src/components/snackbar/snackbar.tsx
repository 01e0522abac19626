import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  actionButton,
  actions,
  closeButton,
  message as messageClass,
  region,
  snackbar,
} from './snackbar.css';

/** SPEC 3 Snackbar `variant`: a plain message, or an alert with UNDO and close buttons. */
export type SnackbarVariant = 'default' | 'alert';
/** SPEC 3 Snackbar `alertSeverity`. */
export type SnackbarSeverity = 'info' | 'success' | 'warning' | 'error';
/** SPEC 3 Snackbar `position`; left and right mirror in RTL. */
export type SnackbarPosition =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right';
/** SPEC 3 Snackbar `transition`. */
export type SnackbarTransition = 'fade' | 'slide' | 'grow';
/** Why a snackbar asked to close. */
export type SnackbarCloseReason = 'timeout' | 'close' | 'undo' | 'escape';

/** Props of {@link Snackbar}. Defaults follow SPEC 9: bottom right, Fade, no auto-hide. */
export interface SnackbarProps {
  open: boolean;
  message: ReactNode;
  /** Called when the snackbar wants to close; the app sets `open` to false. */
  onClose: (reason: SnackbarCloseReason) => void;
  variant?: SnackbarVariant;
  /** Colour and urgency of the alert variant; error and warning interrupt screen readers. */
  severity?: SnackbarSeverity;
  position?: SnackbarPosition;
  transition?: SnackbarTransition;
  /** Milliseconds before closing by itself; `null` (default) keeps it open. Paused on hover/focus. */
  autoHideDuration?: number | null;
  /** Alert variant: the UNDO button's text and what it does. */
  undo?: { label: string; onUndo: () => void };
  /** Accessible name of the close button (alert variant). */
  closeLabel?: string;
  /** Extra action for the default variant (SPEC 3 `actionButton`). */
  action?: ReactNode;
}

/**
 * A short notice at an edge of the screen. The live region stays mounted so a message that
 * appears in it is announced.
 */
export function Snackbar({
  open,
  message,
  onClose,
  variant = 'default',
  severity = 'info',
  position = 'bottom-right',
  transition = 'fade',
  autoHideDuration = null,
  undo,
  closeLabel = 'Close',
  action,
}: SnackbarProps) {
  const [paused, setPaused] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open || paused || autoHideDuration === null) return;
    const timer = setTimeout(() => onCloseRef.current('timeout'), autoHideDuration);
    return () => clearTimeout(timer);
  }, [open, paused, autoHideDuration]);

  const [vertical, horizontal] = position.split('-') as [
    'top' | 'bottom',
    'left' | 'center' | 'right',
  ];
  const urgent = variant === 'alert' && (severity === 'error' || severity === 'warning');
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      className={region({ vertical, horizontal })}
    >
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer is not an action; the buttons inside are the controls.
        <div
          className={snackbar({ tone: variant === 'alert' ? severity : 'default', transition })}
          data-variant={variant}
          data-transition={transition}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose('escape');
          }}
        >
          <span className={messageClass}>{message}</span>
          <span className={actions}>
            {variant === 'default' ? action : null}
            {variant === 'alert' && undo ? (
              <button
                type="button"
                className={actionButton}
                onClick={() => {
                  undo.onUndo();
                  onClose('undo');
                }}
              >
                {undo.label}
              </button>
            ) : null}
            {variant === 'alert' ? (
              <button
                type="button"
                className={closeButton}
                aria-label={closeLabel}
                onClick={() => onClose('close')}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </span>
        </div>
      ) : null}
    </div>
  );
}
