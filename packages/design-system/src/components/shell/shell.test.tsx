import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { renderWithTheme } from '../../test-support/render';
import { Link } from '../link/link';
import { Footer } from './footer';
import { Header } from './header';
import { TopBar } from './top-bar';

describe('SPEC 2 Layout: top bar 48px, sticky header 85px, footer with copyright', () => {
  it('renders the top bar navigation, the banner and the contentinfo landmarks', async () => {
    renderWithTheme(
      <>
        <TopBar
          label="Utility"
          start={<Link href="/">Home</Link>}
          end={<button type="button">Log out</button>}
        />
        <Header
          logo={<Link href="/">Careshop</Link>}
          nav={
            <nav aria-label="Main">
              <Link href="/c-p">Shop</Link>
            </nav>
          }
          actions={<button type="button">Cart</button>}
        />
        <main>content</main>
        <Footer copyright="© 2025 Careshop">
          <Link href="/contact">Contact</Link>
        </Footer>
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Utility' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2025 Careshop');
    await expectNoAxeViolations();
  });
});
