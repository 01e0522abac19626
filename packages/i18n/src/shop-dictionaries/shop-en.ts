import { cart } from '../locales/en/cart';
import { checkout } from '../locales/en/checkout';
import { common } from '../locales/en/common';
import { contact } from '../locales/en/contact';
import { errors } from '../locales/en/errors';
import { faq } from '../locales/en/faq';
import { footer } from '../locales/en/footer';
import { home } from '../locales/en/home';
import { login } from '../locales/en/login';
import { maintenance } from '../locales/en/maintenance';
import { navigation } from '../locales/en/navigation';
import { navigationBot } from '../locales/en/navigation-bot';
import { notFound } from '../locales/en/not-found';
import { orderOnBehalf } from '../locales/en/order-on-behalf';
import { orders } from '../locales/en/orders';
import { password } from '../locales/en/password';
import { payment } from '../locales/en/payment';
import { product } from '../locales/en/product';
import { professional } from '../locales/en/professional';
import { profile } from '../locales/en/profile';
import { quickOrder } from '../locales/en/quick-order';
import { recovery } from '../locales/en/recovery';
import { register } from '../locales/en/register';
import { shop } from '../locales/en/shop';
import { snackbar } from '../locales/en/snackbar';
import { start } from '../locales/en/start';
import { thanks } from '../locales/en/thanks';
import { validation } from '../locales/en/validation';
import { webinar } from '../locales/en/webinar';
import { zoom } from '../locales/en/zoom';

/**
 * The en texts of the shop: every area of the English dictionary but the console's and the
 * e-mails'. The reference shape of every language's shop texts (decision 236).
 */
export const shopEn = {
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
};
