/** Login screen. */
export const login = {
  title: 'Log in',
  intro: 'Log in to order samples and materials for your practice.',
  username: 'Username or e-mail address',
  password: 'Password',
  remember_me: 'Remember me',
  forgot_password: 'Forgot your password?',
  submit: 'Log in',
  no_account: 'No account yet?',
  create_account: 'Create account',
  session_expired: 'Your session expired. Please log in again.',
};
