import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../../theme/theme-context';
import { close, overlay } from '../dialog/dialog.css';
import { useReturnFocus } from '../dialog/return-focus';
import { header, panel, title as titleClass } from './drawer.css';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Heading of the panel, also its accessible name (e.g. "Menu"). */
  title: ReactNode;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The menu button that opens it; focus returns to it on close. */
  trigger?: ReactElement;
  /** Logical side: `start` is the left in LTR and the right in RTL. */
  side?: 'start' | 'end';
  closeLabel?: string;
}

/** The sliding mobile menu (SPEC 2): a modal side panel built on Radix Dialog. */
export function Drawer({
  title,
  children,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side,
  closeLabel = 'Close',
}: DrawerProps) {
  const container = usePortalContainer();
  const returnFocus = useReturnFocus(open ?? defaultOpen, Boolean(trigger));
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={overlay} />
        <DialogPrimitive.Content
          className={panel({ side })}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <div className={header}>
            <DialogPrimitive.Title className={titleClass}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className={close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
