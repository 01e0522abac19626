import { z } from 'zod';

/** Trims slashes so `'/zoom/'`, `'zoom'` and `'/zoom'` all mean `/zoom`. */
function toBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/*|\/*$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

const envSchema = z.object({
  /** Path the app is served under; Vite's `base` reads the same variable. */
  VITE_BASE_PATH: z.string().default('/zoom/').transform(toBasePath),
  /** Origin of the API; empty means the page's own origin (the API serves the app). */
  VITE_API_URL: z.string().default(''),
  /** The shop, for the "back to the shop" link; same origin by default. */
  VITE_SHOP_URL: z.string().default('/'),
});

/** The app's settings, read and checked once (STYLE 9). */
export type ZoomEnv = z.output<typeof envSchema>;

/** Thrown at start when a VITE_ variable is malformed; names the variable. */
export class ZoomEnvError extends Error {
  override readonly name = 'ZoomEnvError';
}

/** Parses an environment record; exported for tests. */
export function parseZoomEnv(source: Record<string, unknown>): ZoomEnv {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== '' && value !== undefined),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ZoomEnvError(
      `Invalid environment variable ${String(issue?.path[0] ?? '?')}: ${issue?.message ?? ''}`,
    );
  }
  return result.data;
}

export const env: ZoomEnv = parseZoomEnv(import.meta.env);
