/**
 * Profile and my-account screen. `wait_for_approval` is the SPEC 4 key `profile.wait_for_approval`.
 */
export const profile = {
  title: 'My profile',
  my_account: 'My account',
  my_orders: 'My orders',
  delivery_addresses: 'Delivery addresses',
  addresses: {
    intro: "The office's own address is the default; add the other places your orders go to.",
    for_office: 'Addresses of {{company}}, the office you order for.',
    office_address: 'Office address (default)',
    office_address_help: "From the office's registration; customer service changes it.",
    saved: 'Other addresses ({{count}} of {{max}})',
    empty: 'No other addresses yet.',
    add: 'Add an address',
    add_title: 'New delivery address',
    edit_title: 'Change the address',
    remove_title: 'Remove this address?',
    remove_text: 'Orders already sent to it keep their address.',
    added: 'The address was added.',
    updated: 'The address was changed.',
    removed: 'The address was removed.',
    failed: 'The address could not be saved. Please try again.',
    full: 'The address book is full ({{max}} addresses). Remove one first.',
    name: 'Name (office or recipient)',
    second_line: 'Address line 2 (optional)',
  },
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
