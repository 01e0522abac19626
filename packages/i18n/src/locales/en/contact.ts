/** Contact form and the support area. */
export const contact = {
  title: 'Contact',
  intro: 'Do you have a question? Fill in the form and we will get back to you.',
  name: 'Name',
  office_name: 'Office name',
  company: 'Company',
  email: 'E-mail address',
  phone: 'Phone number',
  question_type: {
    label: 'What is your question about?',
    checkout: 'Checkout',
    order: 'My order',
    account: 'My account',
    backorder: 'Backorder',
    website: 'Website',
    other: 'Other',
  },
  preference: {
    label: 'How would you like us to contact you?',
    email: 'By e-mail',
    call: 'By phone',
  },
  message: 'Your message',
  submit: 'Send question',
  support: {
    title: 'Customer service',
    hours: 'Monday-Friday, 8 am-7 pm EST',
    phone: 'Call us at {{phone}}',
    email: 'E-mail us at {{email}}',
  },
};
