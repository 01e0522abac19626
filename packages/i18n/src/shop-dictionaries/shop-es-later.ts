import { checkout } from '../locales/es/checkout';
import { contact } from '../locales/es/contact';
import { faq } from '../locales/es/faq';
import { orders } from '../locales/es/orders';
import { payment } from '../locales/es/payment';
import { professional } from '../locales/es/professional';
import { recovery } from '../locales/es/recovery';
import { register } from '../locales/es/register';
import { thanks } from '../locales/es/thanks';
import { webinar } from '../locales/es/webinar';
import { zoom } from '../locales/es/zoom';
import type { ShopLaterDictionary } from '../shop-dictionary';

/**
 * The es texts of the shop's pages after the first screen (`shopLaterAreas`, decision 345):
 * a chunk of their own, loaded once the first screen is up and before any of those pages.
 */
export const shopEsLater = {
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
