/** Forgot credentials, reset password and create password screens. */
export const recovery = {
  forgot: {
    title: 'Forgot your login details?',
    intro:
      'Enter your customer number or username and we will e-mail you a link to reset your password.',
    by_customer_number: 'With customer number',
    by_username: 'With username',
    customer_number: 'Customer number',
    username: 'Username or e-mail address',
    submit: 'Send instructions',
    back_to_login: 'Back to log in',
  },
  reset: {
    title: 'Reset password',
    create_title: 'Create password',
    intro: 'Choose a new password for your account.',
    new_password: 'New password',
    repeat_password: 'Repeat new password',
    submit: 'Save password',
    success: 'Your password has been saved. You can now log in.',
    invalid_link: 'This link is invalid or has expired. Request a new one.',
    request_new_link: 'Request a new link',
  },
};
