import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { BrandFooter } from './brand-footer';
import { BrandHeader } from './brand-header';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
];

describe('decision 251: the brand header and footer the shop and Zoom! Delivered share', () => {
  it('shows the logo, the nav through the app’s router, the language switcher and the actions', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <>
        <BrandHeader
          product="zoom"
          homeHref="/zoom/"
          navLabel="Main"
          links={[
            { key: 'shop', label: 'Shop', href: '/c-p' },
            { key: 'zoom', label: 'Zoom!', href: '/zoom/', external: true },
          ]}
          language={{ languages, value: 'en', onChange, label: 'Language' }}
          actions={<button type="button">Log out</button>}
          renderLink={({ href, className, children }) => (
            <a href={href} className={className} data-router="yes">
              {children}
            </a>
          )}
        />
        <main>content</main>
      </>,
    );
    const banner = screen.getByRole('banner');
    const home = screen.getByRole('link', { name: 'Careshop Zoom! Delivered' });
    expect(banner.contains(home)).toBe(true);
    expect(home.getAttribute('href')).toBe('/zoom/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('a[href="/c-p"]')?.getAttribute('data-router')).toBe('yes');
    // Another app on the origin is a plain link, not the router's.
    expect(nav.querySelector('a[href="/zoom/"]')?.hasAttribute('data-router')).toBe(false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(onChange).toHaveBeenCalledWith('fr');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('ends with the logo, the link columns, a labelled language column and the copyright', async () => {
    renderWithTheme(
      <BrandFooter
        homeHref="/"
        columns={[
          [
            { key: 'contact', label: 'Contact', href: '/contact' },
            { key: 'faq', label: 'FAQ', href: '/faq' },
          ],
          [],
          [{ key: 'about', label: 'About', href: 'https://example.com/about', newTab: true }],
        ]}
        newTabLabel="(opens in a new tab)"
        language={{ languages, value: 'fr', onChange: () => {}, label: 'Languages' }}
        copyright="© 2026 Careshop"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelectorAll('ul')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Careshop' }).getAttribute('href')).toBe('/');
    const about = screen.getByRole('link', { name: 'About (opens in a new tab)' });
    expect(about.getAttribute('target')).toBe('_blank');
    expect(screen.getByLabelText('Languages')).toBeTruthy();
    expect(footer.textContent).toContain('© 2026 Careshop');
    await expectNoAxeViolations();
  });

  it('has no language column with one language (SPEC 2)', () => {
    renderWithTheme(
      <BrandFooter
        homeHref="/"
        columns={[]}
        newTabLabel="(new tab)"
        language={{ languages: languages.slice(0, 1), value: 'en', onChange: () => {}, label: 'L' }}
        copyright="©"
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
