/**
 * The error catalogue of SPEC 8. Where SPEC names a message id (`register.success_message`,
 * `cart.max-orders-exceeded`, ...) the path below `errors.` is exactly that id, so a server id
 * resolves with `errorMessageKey(id)`.
 */
export const errors = {
  wrong_services: 'Wrong Services',
  general_error: 'An unexpected event occurred. Please try again.',
  session_expired: 'Your session expired',
  location_has_devices:
    'Devices still at this location: {{devices}}. Move them to another location first, or hide the location to keep it and its history for reports.',
  location_has_history:
    'This location has counted history. Hide it instead: its history stays in reports.',
  licence_already_decided:
    'This licence was decided meanwhile; change the decision explicitly to replace it.',
  order_on_behalf: {
    set_office_failed: 'Could not set this office for order on behalf.',
    office_not_approved: "This office's licence is awaiting approval: nobody can order for it yet.",
  },
  login: {
    failed: 'Login failed. Check your e-mail address and password.',
    forgot_password: 'Forgot your password?',
    customer_service: 'Contact customer service',
  },
  register: {
    success_message:
      'Your account has been created. Check your e-mail for instructions to activate it.',
    error_message: 'Your account could not be created. Check your details and try again.',
    email_in_use: 'This e-mail address is already in use.',
    generic: 'Something went wrong while creating your account. Please try again later.',
  },
  contact: {
    success_message: 'Your question has been submitted. We will contact you as soon as possible.',
    error_message: 'Your question could not be submitted. Check your input and try again.',
  },
  forgot: {
    success_message: 'An e-mail with instructions has been sent.',
    error_message: 'We could not send the instructions. Check your input and try again.',
  },
  password: {
    success_message: 'Your password has been changed.',
    error_message: 'Your password could not be changed. Please try again.',
  },
  cart: {
    max_order_price_reached:
      'This would exceed the maximum order value. The cart has not been changed.',
    max_product_amount_reached: 'You have reached the maximum quantity for this product.',
    max_per_order: 'You can order at most {{max}} of this product per order.',
    max_per_year: 'You can order at most {{max}} of this product per year.',
    'max-orders-exceeded': 'You have reached the maximum number of orders for this year.',
    bundle_incomplete: 'Complete the bundle before you place your order.',
    free_only_with_paid: 'Free products can only be ordered together with paid products.',
    terms_required: 'Accept the terms of sale and the terms of use to place your order.',
  },
  coupon: {
    invalid: 'Invalid coupon code',
    success: 'Coupon added',
    not_applicable: 'Coupons are not valid for bundles, promotional or discounted items.',
  },
  payment: {
    failed:
      'Something went wrong while processing your payment. Please try again or contact customer service.',
  },
  empty: {
    cart: 'Your cart is empty.',
    no_categories: 'No categories could be fetched.',
    no_results: 'No results found.',
    no_filters: 'No filters found.',
  },
  product: {
    max_quantity_reached: 'Maximum quantity reached',
    max_amount_reached: 'Maximum amount to spend reached',
    bundle_full: 'This bundle is full',
  },
  chunk_load: {
    message: 'Part of this page failed to load because it is missing or timed out.',
    reload: 'Reload page',
  },
  content: {
    bad_request: 'The content request was invalid.',
    authorization: 'You are not authorised to view this content.',
    repository_not_found: 'The content repository could not be found.',
    invalid_response: 'The content service sent an invalid response.',
  },
  admin: {
    create_failed: 'Failed to create. Please try again.',
    create_success: 'Created successfully.',
    update_failed: 'Failed to update. Please try again.',
    update_success: 'Updated successfully.',
    edit_failed: 'Failed to save your changes. Please try again.',
    edit_success: 'Changes saved successfully.',
    delete_failed: 'Failed to delete. Please try again.',
    delete_success: 'Deleted successfully.',
    download_failed: 'Failed to download. Please try again.',
    download_success: 'Download started.',
  },
};
