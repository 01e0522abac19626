import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { IconButton } from '../icon-button/icon-button';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { Link } from '../link/link';
import { BrandFooter } from './brand-footer';
import { BrandHeader } from './brand-header';
import { Footer } from './footer';
import { Header } from './header';
import { TopBar } from './top-bar';

function Shell() {
  return (
    <div>
      <TopBar
        label="Utility"
        start={
          <>
            <Link href="#" tone="inherit">
              Home
            </Link>
            <Link href="#" tone="inherit" external>
              Professionals
            </Link>
          </>
        }
        end={
          <Link href="#" tone="inherit">
            Log out
          </Link>
        }
      />
      <Header
        logo={<strong>Careshop</strong>}
        nav={
          <nav aria-label="Main">
            <Link href="#">Shop</Link>
          </nav>
        }
        actions={
          <>
            <LanguageSwitcher
              label="Language"
              value="fr"
              onChange={() => {}}
              languages={[
                { code: 'fr', label: 'Français' },
                { code: 'nl', label: 'Nederlands' },
              ]}
            />
            <Badge count={3} label="3 items in cart">
              <IconButton label="Cart" icon="🛒" />
            </Badge>
          </>
        }
      />
      <main style={{ minHeight: 200, padding: 16 }}>Content</main>
      <Footer copyright="© 2025 sample shop EU">
        <Link href="#">Contact</Link>
        <Link href="#">FAQ</Link>
        <Link href="#">Terms</Link>
      </Footer>
    </div>
  );
}

const meta = {
  title: 'Layout/Shell',
  component: Shell,
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopBarHeaderFooter: Story = {};

const languages = [
  { code: 'fr', label: 'Français' },
  { code: 'nl', label: 'Nederlands' },
];

/** Decision 251: the brand chrome the shop and Zoom! Delivered share. */
export const BrandChrome: Story = {
  render: () => (
    <div>
      <BrandHeader
        product="zoom"
        homeHref="#"
        navLabel="Main"
        links={[
          { key: 'shop', label: 'Back to the shop', href: '#', external: true },
          { key: 'faq', label: 'FAQ', href: '#', external: true },
        ]}
        language={{ languages, value: 'fr', onChange: () => {}, label: 'Language' }}
        actions={<IconButton label="Log out" icon="⎋" />}
      />
      <main style={{ minHeight: 200, padding: 16 }}>Content</main>
      <BrandFooter
        product="zoom"
        homeHref="#"
        columns={[
          [
            { key: 'contact', label: 'Contact', href: '#' },
            { key: 'faq', label: 'FAQ', href: '#' },
          ],
          [{ key: 'about', label: 'About', href: '#', newTab: true }],
        ]}
        newTabLabel="(opens in a new tab)"
        language={{ languages, value: 'fr', onChange: () => {}, label: 'Languages' }}
        copyright="© 2026 Careshop"
      />
    </div>
  ),
};
