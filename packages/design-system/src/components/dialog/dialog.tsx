import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../../theme/theme-context';
import {
  close,
  content,
  description as descriptionClass,
  footer as footerClass,
  header,
  overlay,
  title as titleClass,
} from './dialog.css';
import { useReturnFocus } from './return-focus';

/** Props of {@link Dialog}: controlled with `open`, or uncontrolled with `defaultOpen`/`trigger`. */
export interface DialogProps {
  /** Heading of the dialog, also its accessible name. */
  title: ReactNode;
  /** Short text under the title, used as the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, aligned to the end side. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Accessible name of the close button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog (Radix Dialog): focus is trapped inside, Escape and the close button close it,
 * focus returns to the trigger (or, opened by the app with `open`, to the element that had focus
 * when it opened: the button that opened it), and the rest of the page is hidden from assistive technology.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel = 'Close',
  size,
}: DialogProps) {
  const container = usePortalContainer();
  const returnFocus = useReturnFocus(open ?? defaultOpen, Boolean(trigger));
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={overlay} />
        <DialogPrimitive.Content
          className={content({ size })}
          onCloseAutoFocus={returnFocus}
          // Without a description Radix warns unless aria-describedby is explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={header}>
            <DialogPrimitive.Title className={titleClass}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className={close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className={descriptionClass}>
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
          {footer ? <div className={footerClass}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
