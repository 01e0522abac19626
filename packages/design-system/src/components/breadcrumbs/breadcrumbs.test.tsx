import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Breadcrumbs } from './breadcrumbs';

describe('SPEC 2 Routes: /c-p/{category}/{id}/{ctn} product detail within its category', () => {
  it('links the ancestors and marks the current page', async () => {
    renderWithTheme(
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          { label: 'Home', href: '/' },
          { label: 'Skin care', href: '/c-p/skin-care/12' },
          { label: 'Nipple cream' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Nipple cream').getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations();
  });
});
