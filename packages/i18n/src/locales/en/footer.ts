/** Footer links, language column and copyright line. */
export const footer = {
  contact: 'Contact',
  faq: 'FAQ',
  terms: 'Terms of use',
  privacy: 'Privacy notice',
  marketing: 'For parents',
  about: 'About us',
  languages: 'Languages',
  copyright: '© {{year}} All rights reserved.',
};
