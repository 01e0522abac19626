import { afterEach, describe, expect, it } from 'vitest';
import { preloadScript } from '../../build/first-screen-preload';

// The document's preload script (decision 353), run as the browser runs it, on jsdom's document.
const data = {
  base: '/console',
  tokenKey: 'careshop-console-token',
  languageKey: 'careshop-console-language',
  login: ['/console/assets/themed.js', '/console/assets/login-page.js'],
  screens: {
    '/': ['/console/assets/themed.js', '/console/assets/shell.js', '/console/assets/dashboard.js'],
    '/counts': [
      '/console/assets/themed.js',
      '/console/assets/counts.js',
      '/console/assets/counts.css',
    ],
  },
  dictionaries: { en: '/console/assets/en.js', de: '/console/assets/de.js' },
};

function run(address: string): string[] {
  window.history.replaceState(null, '', address);
  new Function(preloadScript(data))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('first-screen preload script', () => {
  it("preloads the screen's code and the dictionary with a session", () => {
    localStorage.setItem('careshop-console-token', 'tok');
    expect(run('/console/counts?location=3')).toEqual([
      '/console/assets/en.js',
      '/console/assets/themed.js',
      '/console/assets/counts.js',
    ]);
    const links = document.head.querySelectorAll<HTMLLinkElement>('link');
    expect([...links].every((link) => link.crossOrigin === '')).toBe(true);
  });

  it("preloads the login's code for a screen behind the login without a session", () => {
    localStorage.setItem('careshop-console-language', 'not json');
    expect(run('/console/')).toEqual([
      '/console/assets/en.js',
      '/console/assets/themed.js',
      '/console/assets/login-page.js',
    ]);
  });

  it('takes the stored language, and preloads no code for other screens', () => {
    sessionStorage.setItem('careshop-console-token', 'tok');
    localStorage.setItem(
      'careshop-console-language',
      JSON.stringify({ state: { language: 'de' } }),
    );
    expect(run('/console/devices')).toEqual(['/console/assets/de.js']);
  });

  it('preloads nothing of the login for a stored session (the login sends it on)', () => {
    localStorage.setItem('careshop-console-token', 'tok');
    expect(run('/console/login')).toEqual(['/console/assets/en.js']);
  });

  it("preloads the screen's stylesheets as the bundler's loader will ask for them", () => {
    localStorage.setItem('careshop-console-token', 'tok');
    run('/console/counts');
    const styles = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(styles.map((link) => [new URL(link.href).pathname, link.as, link.crossOrigin])).toEqual([
      ['/console/assets/counts.css', 'style', ''],
    ]);
  });
});
