import { Stack } from '@careshop/design-system';
import { type ReactNode, useId } from 'react';

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  /** The page's one h1. */
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** A page: its h1, an optional intro and the content, as one labelled region. */
export function PageSection({ title, intro, children, testId }: PageSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Stack gap="md">
        <h1 id={id} style={{ margin: 0 }}>
          {title}
        </h1>
        {intro ? <p style={{ margin: 0 }}>{intro}</p> : null}
        {children}
      </Stack>
    </section>
  );
}
