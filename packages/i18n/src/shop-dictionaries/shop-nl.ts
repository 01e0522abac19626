import { cart } from '../locales/nl/cart';
import { checkout } from '../locales/nl/checkout';
import { common } from '../locales/nl/common';
import { contact } from '../locales/nl/contact';
import { errors } from '../locales/nl/errors';
import { faq } from '../locales/nl/faq';
import { footer } from '../locales/nl/footer';
import { home } from '../locales/nl/home';
import { login } from '../locales/nl/login';
import { maintenance } from '../locales/nl/maintenance';
import { navigation } from '../locales/nl/navigation';
import { navigationBot } from '../locales/nl/navigation-bot';
import { notFound } from '../locales/nl/not-found';
import { orderOnBehalf } from '../locales/nl/order-on-behalf';
import { orders } from '../locales/nl/orders';
import { password } from '../locales/nl/password';
import { payment } from '../locales/nl/payment';
import { product } from '../locales/nl/product';
import { professional } from '../locales/nl/professional';
import { profile } from '../locales/nl/profile';
import { quickOrder } from '../locales/nl/quick-order';
import { recovery } from '../locales/nl/recovery';
import { register } from '../locales/nl/register';
import { shop } from '../locales/nl/shop';
import { snackbar } from '../locales/nl/snackbar';
import { start } from '../locales/nl/start';
import { thanks } from '../locales/nl/thanks';
import { validation } from '../locales/nl/validation';
import { webinar } from '../locales/nl/webinar';
import { zoom } from '../locales/nl/zoom';
import type { ShopDictionary } from '../shop-dictionary';

/** The nl texts of the shop: every area of `locales/nl` but the console's and the e-mails'. */
export const shopNl = {
  common,
  navigation,
  'navigation-bot': navigationBot,
  login,
  register,
  password,
  recovery,
  home,
  shop,
  product,
  cart,
  checkout,
  payment,
  order_on_behalf: orderOnBehalf,
  profile,
  professional,
  orders,
  quick_order: quickOrder,
  contact,
  faq,
  webinar,
  thanks,
  not_found: notFound,
  start,
  maintenance,
  footer,
  snackbar,
  zoom,
  errors,
  validation,
} satisfies ShopDictionary;
