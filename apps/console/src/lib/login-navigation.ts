/**
 * How a logout reaches the login screen. The router registers it (`app/app.tsx`): the session
 * module cannot import the router, whose lazy screens import the session (an import cycle).
 */
let navigateToLogin: () => Promise<void> = async () => {
  window.location.assign('login');
};

export function setLoginNavigation(navigate: () => Promise<void>): void {
  navigateToLogin = navigate;
}

export function goToLogin(): Promise<void> {
  return navigateToLogin();
}
