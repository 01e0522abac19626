import { checkout } from '../locales/it/checkout';
import { contact } from '../locales/it/contact';
import { faq } from '../locales/it/faq';
import { orders } from '../locales/it/orders';
import { payment } from '../locales/it/payment';
import { professional } from '../locales/it/professional';
import { recovery } from '../locales/it/recovery';
import { register } from '../locales/it/register';
import { thanks } from '../locales/it/thanks';
import { webinar } from '../locales/it/webinar';
import { zoom } from '../locales/it/zoom';
import type { ShopLaterDictionary } from '../shop-dictionary';

/**
 * The it texts of the shop's pages after the first screen (`shopLaterAreas`, decision 345):
 * a chunk of their own, loaded once the first screen is up and before any of those pages.
 */
export const shopItLater = {
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
