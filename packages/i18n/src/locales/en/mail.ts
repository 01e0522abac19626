/**
 * E-mails the API sends (subject and plain-text body). Placeholders: `{{url}}` a link,
 * `{{minutes}}` how long a reset link works,
 * `{{days}}` how long a console invitation link works, `{{order}}` the order number, `{{total}}` the
 * formatted total, `{{reference}}` a Zoom! Delivered reference, `{{patient}}` the patient's name,
 * `{{lines}}` the product lines, one per line, `{{title}}` and `{{date}}` a webinar's title and
 * start.
 */
export const mail = {
  greeting: 'Hello,',
  signature: 'The Careshop team',
  registration_received: {
    subject: 'We received your registration',
    text: 'Thank you for registering. We are verifying your licence number and will e-mail you as soon as your account is approved.',
  },
  account_approved: {
    subject: 'Your account is approved',
    text: 'Your licence has been verified. You can now log in and place orders: {{url}}',
  },
  account_rejected: {
    subject: 'Your licence number could not be verified',
    text: 'The licence number does not match your account details. Please contact customer service.',
  },
  account_rejected_reason: 'Reason: {{reason}}',
  password_reset: {
    subject: 'Reset your password',
    text: 'To choose a new password, open this link (valid for {{minutes}} minutes, once): {{url}}',
  },
  console_invite: {
    subject: 'Your Careshop reporting console account',
    text: 'An account for the reporting console has been created for you. Choose your password with this link (valid for {{days}} days, once): {{url}}',
  },
  office_invitation: {
    subject: '{{company}} invites you to Careshop',
    text: '{{inviter}} invites you to order for {{company}} (customer number {{cust_no}}) on Careshop as {{role}}. Register with this link (valid for {{days}} days, once): {{url}}\n\nYour professional licence is still checked by our team before you can order.',
  },
  office_role: {
    admin: 'office administrator',
    approver: 'approver',
    buyer: 'buyer',
    viewer: 'viewer (browse only)',
  },
  order_confirmation: {
    subject: 'Order confirmation {{order}}',
    text: 'Thank you for your order {{order}}, total {{total}}.',
  },
  /** The VAT the order's total includes (decision 233). */
  order_vat: 'Of which VAT: {{vat}}.',
  question_received: {
    subject: 'We received your question',
    text: 'Your question has been submitted. We will contact you as soon as possible.',
  },
  webinar_registration: {
    subject: 'You are registered for {{title}}',
    text: 'Thank you for registering for {{title}} on {{date}}. We will e-mail you the link to join shortly before it starts.',
  },
  zoom_practice_confirmation: {
    subject: 'Zoom! Delivered: delivery {{reference}} confirmed',
    text: 'We will deliver these products to {{patient}} (reference {{reference}}):\n{{lines}}',
  },
  zoom_patient_notice: {
    subject: 'Your parcel {{reference}} is being prepared',
    text: 'Your practice is sending you these products (reference {{reference}}):\n{{lines}}',
  },
  scheduled_report: {
    subject: '{{title}}: {{location}}, {{window}}',
    text: 'Your report {{title}} for {{location}} ({{window}}) is attached as {{file}}.\n\n{{table}}',
    rows_cut: 'The first {{shown}} of {{rows}} rows are shown; every row is in the attached file.',
  },
  // Approval requests (issue 29, decision 330): {{requester}} the colleague asking, {{total}} the
  // formatted total, {{order}} the order number, {{reason}} the approver's reason, {{url}} the
  // request's page in the shop.
  approval_requested: {
    subject: 'Order approval requested by {{requester}}',
    text: '{{requester}} asks you to approve an order of {{total}}. Approve or reject it here: {{url}}',
  },
  approval_approved: {
    subject: 'Your order request was approved: order {{order}}',
    text: 'Your order request was approved and placed as order {{order}}, total {{total}}: {{url}}',
  },
  approval_rejected: {
    subject: 'Your order request was rejected',
    text: 'Your order request of {{total}} was rejected. Reason: {{reason}}\n\nDetails: {{url}}',
  },
  approval_expired: {
    subject: 'Your order request has expired',
    text: 'Your order request of {{total}} was not decided in time and has expired; nothing was ordered. You can place the order again: {{url}}',
  },
};
