import { checkout } from '../locales/fr/checkout';
import { contact } from '../locales/fr/contact';
import { faq } from '../locales/fr/faq';
import { orders } from '../locales/fr/orders';
import { payment } from '../locales/fr/payment';
import { professional } from '../locales/fr/professional';
import { recovery } from '../locales/fr/recovery';
import { register } from '../locales/fr/register';
import { thanks } from '../locales/fr/thanks';
import { webinar } from '../locales/fr/webinar';
import { zoom } from '../locales/fr/zoom';
import type { ShopLaterDictionary } from '../shop-dictionary';

/**
 * The fr texts of the shop's pages after the first screen (`shopLaterAreas`, decision 345):
 * a chunk of their own, loaded once the first screen is up and before any of those pages.
 */
export const shopFrLater = {
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
