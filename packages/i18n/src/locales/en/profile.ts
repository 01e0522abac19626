/**
 * Profile and my-account screen. `wait_for_approval` is the SPEC 4 key `profile.wait_for_approval`.
 */
export const profile = {
  title: 'My profile',
  my_account: 'My account',
  my_orders: 'My orders',
  customer_id: 'Customer ID',
  name: 'Name',
  company: 'Company',
  language: 'Language',
  shipping_address: 'Shipping address',
  email: 'E-mail address',
  license_number: 'License number',
  license_status: {
    label: 'License number status',
    pending:
      'Your license number is pending verification. You can order once it has been verified.',
    valid: 'Your license number is valid.',
    invalid: 'Your license number does not match your account details.',
    relogin: 'Log in again to check the current status.',
  },
  change_password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    repeat: 'Repeat new password',
    submit: 'Change password',
  },
  newsletter: 'Newsletter',
  wait_for_approval:
    'Your account is waiting for approval. We will send you an e-mail as soon as it has been approved.',
};
