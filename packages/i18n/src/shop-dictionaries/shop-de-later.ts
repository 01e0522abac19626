import { checkout } from '../locales/de/checkout';
import { contact } from '../locales/de/contact';
import { faq } from '../locales/de/faq';
import { orders } from '../locales/de/orders';
import { payment } from '../locales/de/payment';
import { professional } from '../locales/de/professional';
import { recovery } from '../locales/de/recovery';
import { register } from '../locales/de/register';
import { thanks } from '../locales/de/thanks';
import { webinar } from '../locales/de/webinar';
import { zoom } from '../locales/de/zoom';
import type { ShopLaterDictionary } from '../shop-dictionary';

/**
 * The de texts of the shop's pages after the first screen (`shopLaterAreas`, decision 345):
 * a chunk of their own, loaded once the first screen is up and before any of those pages.
 */
export const shopDeLater = {
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
