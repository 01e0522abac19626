import { cart } from '../locales/it/cart';
import { checkout } from '../locales/it/checkout';
import { common } from '../locales/it/common';
import { contact } from '../locales/it/contact';
import { errors } from '../locales/it/errors';
import { faq } from '../locales/it/faq';
import { footer } from '../locales/it/footer';
import { home } from '../locales/it/home';
import { login } from '../locales/it/login';
import { maintenance } from '../locales/it/maintenance';
import { navigation } from '../locales/it/navigation';
import { navigationBot } from '../locales/it/navigation-bot';
import { notFound } from '../locales/it/not-found';
import { orderOnBehalf } from '../locales/it/order-on-behalf';
import { orders } from '../locales/it/orders';
import { password } from '../locales/it/password';
import { payment } from '../locales/it/payment';
import { product } from '../locales/it/product';
import { professional } from '../locales/it/professional';
import { profile } from '../locales/it/profile';
import { quickOrder } from '../locales/it/quick-order';
import { recovery } from '../locales/it/recovery';
import { register } from '../locales/it/register';
import { shop } from '../locales/it/shop';
import { snackbar } from '../locales/it/snackbar';
import { start } from '../locales/it/start';
import { thanks } from '../locales/it/thanks';
import { validation } from '../locales/it/validation';
import { webinar } from '../locales/it/webinar';
import { zoom } from '../locales/it/zoom';
import type { ShopDictionary } from '../shop-dictionary';

/** The it texts of the shop: every area of `locales/it` but the console's and the e-mails'. */
export const shopIt = {
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
