import { createInstance } from '@careshop/i18n/compat/i18next';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider, initReactI18next, useTranslation } from './react-i18next-compat';

function instance() {
  const i18n = createInstance();
  void i18n.init({ lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
  i18n.addResourceBundle('en', 'translation', { hello: 'Hello {{name}}' }, true, true);
  i18n.addResourceBundle('fr', 'translation', { hello: 'Bonjour {{name}}' }, true, true);
  return i18n;
}

/** The `t` functions a `Greeting` got, in order. */
const seenTs = new Set<unknown>();

function Greeting() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    seenTs.add(t);
  }, [t]);
  return (
    <p>
      {t('hello', { name: 'Ada' })} ({i18n.language})
    </p>
  );
}

function PlainGreeting() {
  const [t] = useTranslation();
  return <p>{t('hello', { name: 'Bo' })}</p>;
}

describe('the react-i18next layer of the shop’s and the console’s builds', () => {
  it('renders in the provider’s language and again when it changes, with a new t', async () => {
    const i18n = instance();
    seenTs.clear();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello Ada (en)')).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bonjour Ada (fr)')).toBeTruthy();
    expect(seenTs.size).toBe(2);
  });

  it('uses the instance given to initReactI18next outside a provider', () => {
    initReactI18next.init(instance());
    render(<PlainGreeting />);
    expect(screen.getByText('Hello Bo')).toBeTruthy();
  });
});
