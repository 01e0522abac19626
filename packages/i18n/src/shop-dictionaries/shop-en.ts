import { cart } from '../locales/en/cart';
import { common } from '../locales/en/common';
import { errors } from '../locales/en/errors';
import { footer } from '../locales/en/footer';
import { home } from '../locales/en/home';
import { login } from '../locales/en/login';
import { maintenance } from '../locales/en/maintenance';
import { navigation } from '../locales/en/navigation';
import { navigationBot } from '../locales/en/navigation-bot';
import { notFound } from '../locales/en/not-found';
import { orderOnBehalf } from '../locales/en/order-on-behalf';
import { password } from '../locales/en/password';
import { product } from '../locales/en/product';
import { profile } from '../locales/en/profile';
import { quickOrder } from '../locales/en/quick-order';
import { shop } from '../locales/en/shop';
import { snackbar } from '../locales/en/snackbar';
import { start } from '../locales/en/start';
import { validation } from '../locales/en/validation';

/**
 * The en texts of the shop's first screen: every area of the English dictionary but the console's,
 * the e-mails' and the later pages' (`shop-en-later.ts`, decision 345). With those, the reference
 * shape of every language's shop texts (decision 236).
 */
export const shopEn = {
  common,
  navigation,
  'navigation-bot': navigationBot,
  login,
  password,
  home,
  shop,
  product,
  cart,
  order_on_behalf: orderOnBehalf,
  profile,
  quick_order: quickOrder,
  not_found: notFound,
  start,
  maintenance,
  footer,
  snackbar,
  errors,
  validation,
};
