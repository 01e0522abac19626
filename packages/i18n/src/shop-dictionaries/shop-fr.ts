import { cart } from '../locales/fr/cart';
import { checkout } from '../locales/fr/checkout';
import { common } from '../locales/fr/common';
import { contact } from '../locales/fr/contact';
import { errors } from '../locales/fr/errors';
import { faq } from '../locales/fr/faq';
import { footer } from '../locales/fr/footer';
import { home } from '../locales/fr/home';
import { login } from '../locales/fr/login';
import { maintenance } from '../locales/fr/maintenance';
import { navigation } from '../locales/fr/navigation';
import { navigationBot } from '../locales/fr/navigation-bot';
import { notFound } from '../locales/fr/not-found';
import { orderOnBehalf } from '../locales/fr/order-on-behalf';
import { orders } from '../locales/fr/orders';
import { password } from '../locales/fr/password';
import { payment } from '../locales/fr/payment';
import { product } from '../locales/fr/product';
import { professional } from '../locales/fr/professional';
import { profile } from '../locales/fr/profile';
import { quickOrder } from '../locales/fr/quick-order';
import { recovery } from '../locales/fr/recovery';
import { register } from '../locales/fr/register';
import { shop } from '../locales/fr/shop';
import { snackbar } from '../locales/fr/snackbar';
import { start } from '../locales/fr/start';
import { thanks } from '../locales/fr/thanks';
import { validation } from '../locales/fr/validation';
import { webinar } from '../locales/fr/webinar';
import { zoom } from '../locales/fr/zoom';
import type { ShopDictionary } from '../shop-dictionary';

/** The fr texts of the shop: every area of `locales/fr` but the console's and the e-mails'. */
export const shopFr = {
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
