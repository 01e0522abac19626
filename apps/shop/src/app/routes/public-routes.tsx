import { createRoute } from '@tanstack/react-router';
import { publicRoute } from './layout-routes';
import { lazyPage } from './lazy-page';

const ContactPage = lazyPage(
  () => import('../../features/contact/components/contact-page'),
  'ContactPage',
);
const FaqPage = lazyPage(() => import('../../features/content/components/faq-page'), 'FaqPage');
const WebinarPage = lazyPage(
  () => import('../../features/content/components/webinar-page'),
  'WebinarPage',
);
const WebinarConfirmedPage = lazyPage(
  () => import('../../features/content/components/webinar-confirmed-page'),
  'WebinarConfirmedPage',
);
const ThanksPage = lazyPage(() => import('../../components/pages/thanks-page'), 'ThanksPage');

export const contactRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/contact',
  component: ContactPage,
});

export const faqRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/faq',
  component: FaqPage,
});

export const faqSubjectRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/faq/$subject',
  component: FaqPage,
});

export const thanksRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/thanks',
  component: ThanksPage,
});

export const webinarRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/webinar',
  component: WebinarPage,
});

export const webinarConfirmedRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/webinar-confirmed',
  component: WebinarConfirmedPage,
});
