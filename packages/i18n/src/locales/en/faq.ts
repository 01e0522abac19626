/** FAQ pages; the questions themselves come from the content service. */
export const faq = {
  title: 'Frequently asked questions',
  intro: 'Find quick answers to the most common questions.',
  subjects: {
    label: 'Subjects',
    authentication: 'Logging in and registration',
    account: 'My account',
    ordering: 'Ordering',
    delivery: 'Delivery',
    products: 'Products',
  },
  back: 'Back to all questions',
  no_questions: 'There are no questions for this subject yet.',
  more_help: 'Did not find your answer?',
  contact_link: 'Contact us',
};
