import { cart } from '../locales/de/cart';
import { checkout } from '../locales/de/checkout';
import { common } from '../locales/de/common';
import { contact } from '../locales/de/contact';
import { errors } from '../locales/de/errors';
import { faq } from '../locales/de/faq';
import { footer } from '../locales/de/footer';
import { home } from '../locales/de/home';
import { login } from '../locales/de/login';
import { maintenance } from '../locales/de/maintenance';
import { navigation } from '../locales/de/navigation';
import { navigationBot } from '../locales/de/navigation-bot';
import { notFound } from '../locales/de/not-found';
import { orderOnBehalf } from '../locales/de/order-on-behalf';
import { orders } from '../locales/de/orders';
import { password } from '../locales/de/password';
import { payment } from '../locales/de/payment';
import { product } from '../locales/de/product';
import { professional } from '../locales/de/professional';
import { profile } from '../locales/de/profile';
import { quickOrder } from '../locales/de/quick-order';
import { recovery } from '../locales/de/recovery';
import { register } from '../locales/de/register';
import { shop } from '../locales/de/shop';
import { snackbar } from '../locales/de/snackbar';
import { start } from '../locales/de/start';
import { thanks } from '../locales/de/thanks';
import { validation } from '../locales/de/validation';
import { webinar } from '../locales/de/webinar';
import { zoom } from '../locales/de/zoom';
import type { ShopDictionary } from '../shop-dictionary';

/** The de texts of the shop: every area of `locales/de` but the console's and the e-mails'. */
export const shopDe = {
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
