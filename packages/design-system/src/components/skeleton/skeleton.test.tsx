import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Skeleton } from './skeleton';

describe('Issue 4 Skeleton: loading placeholders stay out of the accessibility tree', () => {
  it('is hidden and sized as asked', async () => {
    const { container } = renderWithTheme(
      <div aria-busy="true">
        <Skeleton shape="circle" width={40} height={40} />
        <Skeleton width="60%" />
      </div>,
    );
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(2);
    expect((shapes[0] as HTMLElement).style.width).toBe('40px');
    expect(shapes[0]?.getAttribute('data-shape')).toBe('circle');
    expect((shapes[1] as HTMLElement).style.width).toBe('60%');
    await expectNoAxeViolations();
  });
});
