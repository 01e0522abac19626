import { cart } from '../locales/es/cart';
import { checkout } from '../locales/es/checkout';
import { common } from '../locales/es/common';
import { contact } from '../locales/es/contact';
import { errors } from '../locales/es/errors';
import { faq } from '../locales/es/faq';
import { footer } from '../locales/es/footer';
import { home } from '../locales/es/home';
import { login } from '../locales/es/login';
import { maintenance } from '../locales/es/maintenance';
import { navigation } from '../locales/es/navigation';
import { navigationBot } from '../locales/es/navigation-bot';
import { notFound } from '../locales/es/not-found';
import { orderOnBehalf } from '../locales/es/order-on-behalf';
import { orders } from '../locales/es/orders';
import { password } from '../locales/es/password';
import { payment } from '../locales/es/payment';
import { product } from '../locales/es/product';
import { professional } from '../locales/es/professional';
import { profile } from '../locales/es/profile';
import { quickOrder } from '../locales/es/quick-order';
import { recovery } from '../locales/es/recovery';
import { register } from '../locales/es/register';
import { shop } from '../locales/es/shop';
import { snackbar } from '../locales/es/snackbar';
import { start } from '../locales/es/start';
import { thanks } from '../locales/es/thanks';
import { validation } from '../locales/es/validation';
import { webinar } from '../locales/es/webinar';
import { zoom } from '../locales/es/zoom';
import type { ShopDictionary } from '../shop-dictionary';

/** The es texts of the shop: every area of `locales/es` but the console's and the e-mails'. */
export const shopEs = {
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
