import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Button } from './button';

describe('Issue 4 Button: variants, sizes and loading, keyboard operable', () => {
  it('is a button named by its label that activates with Enter and Space', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations();
  });

  it('ignores clicks and is marked busy while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Confirm order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Confirm order' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('gives each variant its own class', () => {
    renderWithTheme(
      <>
        <Button variant="primary">A</Button>
        <Button variant="danger">B</Button>
      </>,
    );
    const a = screen.getByRole('button', { name: 'A' }).className;
    const b = screen.getByRole('button', { name: 'B' }).className;
    expect(a).not.toBe(b);
  });
});
