import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { ProductCard } from './product-card';

const base = {
  name: 'Nipple cream',
  href: '/c-p/NC-01',
  priceCents: 1250,
  currency: 'EUR',
  locale: 'fr-BE',
  availability: { status: 'low-stock' as const, label: 'Low stock' },
};

describe('SPEC 2 Shop: product cards in grid and list view with price and availability', () => {
  it('shows the name as a link, the price formatted from cents and the availability', async () => {
    renderWithTheme(<ProductCard {...base} />);
    expect(screen.getByRole('link', { name: 'Nipple cream' }).getAttribute('href')).toBe(
      '/c-p/NC-01',
    );
    expect(screen.getByText(/12,50/)).toBeTruthy();
    expect(screen.getByText('Low stock').getAttribute('data-availability')).toBe('low-stock');
    await expectNoAxeViolations();
  });

  it('shows the free label for a zero price', () => {
    renderWithTheme(<ProductCard {...base} priceCents={0} freeLabel="Free" />);
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('renders the list layout with a working quantity stepper', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <ProductCard
        {...base}
        layout="list"
        quantity={{
          value: 1,
          onChange,
          max: 3,
          label: 'Quantity of Nipple cream',
          decrementLabel: 'Decrease',
          incrementLabel: 'Increase',
        }}
      />,
    );
    expect(container.querySelector('[data-layout="list"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onChange).toHaveBeenCalledWith(2);
    await expectNoAxeViolations();
  });

  it('shows its image with width, height and srcset, decorative beside the name', async () => {
    const { container } = renderWithTheme(
      <ProductCard
        {...base}
        image={{
          src: '/art/cream-320.webp',
          srcSet: '/art/cream-160.webp 160w, /art/cream-320.webp 320w',
          width: 400,
          height: 400,
          placeholder: '#fbeae3',
        }}
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('srcset')).toContain('160w');
    expect(img?.getAttribute('sizes')).toBe('(max-width: 599px) 90vw, 280px');
    expect(img?.getAttribute('loading')).toBe('lazy');
    await expectNoAxeViolations();
  });
});
