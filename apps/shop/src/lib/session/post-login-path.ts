/** Inputs of {@link postLoginPath}. */
export interface PostLoginPathInput {
  /** The remembered path, if a logged-out visitor was sent to login from it. */
  redirect: string | null;
  isSalesRep: boolean;
  /** The configured default path. */
  defaultPath: string;
}

const AUTH_PATHS = ['/login', '/register', '/reset-password', '/forgot'];

/**
 * SPEC 2 / 4: after login (or when a logged-in user opens an auth route) go to the remembered
 * path, else sales reps to /order-on-behalf, else the default path. A remembered auth path would
 * loop, so it does not count.
 */
export function postLoginPath({ redirect, isSalesRep, defaultPath }: PostLoginPathInput): string {
  if (redirect && !AUTH_PATHS.some((path) => redirect.startsWith(path))) return redirect;
  if (isSalesRep) return '/order-on-behalf';
  return defaultPath;
}
