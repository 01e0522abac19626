import { Card } from '@careshop/design-system';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The create / edit form of a list screen, shown inline above the list (long forms stay usable at
 * 360 px, unlike a dialog). Its heading takes the focus when it opens, so keyboard and
 * screen-reader users land in the form.
 */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[data-editor-heading]')?.focus();
  }, []);
  return (
    <section ref={ref} className="console-editor" aria-label={title}>
      <Card
        title={
          <span tabIndex={-1} data-editor-heading>
            {title}
          </span>
        }
        headingLevel={2}
      >
        {children}
      </Card>
    </section>
  );
}
