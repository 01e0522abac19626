import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Link } from './link';

describe('SPEC 2 Layout: the professionals link opens a new tab', () => {
  it('opens external links in a new tab without an opener and says so', async () => {
    renderWithTheme(
      <Link href="https://example.com/fr" external externalLabel="(nouvel onglet)">
        Professionnels
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Professionnels\s+\(nouvel onglet\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoAxeViolations();
  });

  it('keeps internal links in the same tab', () => {
    renderWithTheme(<Link href="/faq">FAQ</Link>);
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('target')).toBeNull();
  });
});
