/** Trims slashes so `'/console/'`, `'console'` and `'/console'` all mean `/console`. */
export function toBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/*|\/*$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

/** The app's settings, read once (STYLE 9). No schema library here: it would weigh on the entry. */
export interface ConsoleEnv {
  /** Path the app is served under; Vite's `base` reads the same variable. */
  VITE_BASE_PATH: string;
  /** Origin of the API; empty means the page's own origin (the API serves the app). */
  VITE_API_URL: string;
}

/** Reads an environment record; exported for tests. Names the variable that is wrong. */
export function parseConsoleEnv(source: Record<string, unknown>): ConsoleEnv {
  const text = (name: string, fallback: string): string => {
    const value = source[name];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string')
      throw new Error(`Invalid environment variable ${name}: not text`);
    return value;
  };
  const apiUrl = text('VITE_API_URL', '');
  if (apiUrl !== '' && !/^https?:\/\//.test(apiUrl)) {
    throw new Error('Invalid environment variable VITE_API_URL: not an http(s) URL');
  }
  return { VITE_BASE_PATH: toBasePath(text('VITE_BASE_PATH', '/console/')), VITE_API_URL: apiUrl };
}

export const env: ConsoleEnv = parseConsoleEnv(import.meta.env);
