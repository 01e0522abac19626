import { checkout } from '../locales/en/checkout';
import { contact } from '../locales/en/contact';
import { faq } from '../locales/en/faq';
import { orders } from '../locales/en/orders';
import { payment } from '../locales/en/payment';
import { professional } from '../locales/en/professional';
import { recovery } from '../locales/en/recovery';
import { register } from '../locales/en/register';
import { thanks } from '../locales/en/thanks';
import { webinar } from '../locales/en/webinar';
import { zoom } from '../locales/en/zoom';

/**
 * The en texts of the shop's pages after the first screen (`shopLaterAreas`, decision 345):
 * a chunk of their own, loaded once the first screen is up and before any of those pages. With
 * `shop-en.ts`, the reference shape of every language's shop texts.
 */
export const shopEnLater = {
  register,
  recovery,
  checkout,
  payment,
  professional,
  orders,
  contact,
  faq,
  webinar,
  thanks,
  zoom,
};
