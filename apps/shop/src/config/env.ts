// zod/mini: this runs before the first screen, and classic zod cannot be tree-shaken (decision 242).
import * as z from 'zod/mini';

/** Trims slashes so `'/shop/'`, `'shop'` and `'/shop'` all mean the router basepath `/shop`. */
function toBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/*|\/*$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

const envSchema = z.object({
  /** Path the shop is served under; Vite's `base` reads the same variable. */
  VITE_BASE_PATH: z.pipe(z._default(z.string(), '/'), z.transform(toBasePath)),
  /** Origin of the API; empty means the page's own origin (the API serves the shop). */
  VITE_API_URL: z._default(z.string(), ''),
  /** Where a logged-in customer lands when there is no remembered path (SPEC 2). */
  VITE_DEFAULT_PATH: z._default(z.string().check(z.regex(/^\//, 'must start with /')), '/'),
  /** HS256 key of anonymous register / question calls (SPEC 6); the API's ANONYMOUS_TOKEN_KEY. */
  VITE_ANONYMOUS_TOKEN_KEY: z._default(
    z.string().check(z.minLength(16, 'must be at least 16 characters')),
    'careshop-anonymous-demo-key-change-me',
  ),
  /** Address of Zoom! Delivered, linked from the header (served by the API at /zoom/). */
  VITE_ZOOM_URL: z._default(z.string(), '/zoom/'),
  /** Environment label; anything but a production label shows the environment badge. */
  VITE_ENVIRONMENT: z._default(z.string(), 'development'),
  /** Outbound links (SPEC 2) with the `{locale}` placeholder. */
  VITE_PROFESSIONALS_URL: z._default(z.string(), 'https://professionals.example.com/{locale}/'),
  VITE_CONSUMERS_URL: z._default(z.string(), 'https://www.example.com/{locale}/'),
  VITE_MARKETING_URL: z._default(z.string(), 'https://www.example.com/{locale}/parents'),
  VITE_ABOUT_URL: z._default(z.string(), 'https://www.example.com/{locale}/about'),
  VITE_SALES_CONTACT_URL: z._default(
    z.string(),
    'https://professionals.example.com/{locale}/sales',
  ),
  VITE_SUPPORT_PHONE: z._default(z.string(), '+31 20 123 45 67'),
  VITE_SUPPORT_EMAIL: z._default(z.string(), 'support@careshop.test'),
});

/** The shop's settings, read and checked once (STYLE 9). */
export type ShopEnv = z.output<typeof envSchema>;

/** Thrown at start when a VITE_ variable is malformed; names the variable. */
export class ShopEnvError extends Error {
  override readonly name = 'ShopEnvError';
}

/** Parses an environment record; exported for tests. */
export function parseShopEnv(source: Record<string, unknown>): ShopEnv {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== '' && value !== undefined),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ShopEnvError(
      `Invalid environment variable ${String(issue?.path[0] ?? '?')}: ${issue?.message ?? ''}`,
    );
  }
  return result.data;
}

export const env: ShopEnv = parseShopEnv(import.meta.env);

/** Environment labels that count as production (SPEC 9 label `prd-prd`). */
export function isProductionEnvironment(label: string): boolean {
  return /^(prd|prod|production)(-|$)/i.test(label);
}
