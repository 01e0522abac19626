import { loadShopLanguage } from '@careshop/i18n/shop';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { MaintenancePage } from './maintenance-page';

function renderPage(props: { title: string | null; messageHtml: string | null }) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MaintenancePage {...props} />
    </I18nextProvider>,
  );
}

describe('SPEC 2 Maintenance page', () => {
  beforeAll(() => loadShopLanguage(i18n, 'en'));

  it("shows the organisation's title and its HTML message, sanitised", () => {
    const { container } = renderPage({
      title: 'Back soon',
      messageHtml:
        '<p>We <strong>upgrade</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Back soon');
    expect(container.querySelector('strong')?.textContent).toBe('upgrade');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('falls back to the translated title, text and thanks lines', () => {
    renderPage({ title: null, messageHtml: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'We are carrying out maintenance',
    );
    expect(screen.getByText('Thank you for your patience.')).toBeTruthy();
  });
});
