import { checkout } from '../locales/nl/checkout';
import { contact } from '../locales/nl/contact';
import { faq } from '../locales/nl/faq';
import { orders } from '../locales/nl/orders';
import { payment } from '../locales/nl/payment';
import { professional } from '../locales/nl/professional';
import { recovery } from '../locales/nl/recovery';
import { register } from '../locales/nl/register';
import { thanks } from '../locales/nl/thanks';
import { webinar } from '../locales/nl/webinar';
import { zoom } from '../locales/nl/zoom';
import type { ShopLaterDictionary } from '../shop-dictionary';

/**
 * The nl texts of the shop's pages after the first screen (`shopLaterAreas`, decision 345):
 * a chunk of their own, loaded once the first screen is up and before any of those pages.
 */
export const shopNlLater = {
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
} satisfies ShopLaterDictionary;
