/**
 * How the session module reaches the login without importing the router (which imports every
 * screen, which import the session: a cycle). The router registers the way once it exists.
 */
let toLogin: () => Promise<void> = async () => {
  window.location.assign(`${window.location.pathname.replace(/\/[^/]*$/, '')}/login`);
};

export function registerLoginNavigation(navigate: () => Promise<void>): void {
  toLogin = navigate;
}

export function goToLogin(): Promise<void> {
  return toLogin();
}
