import { cart } from '../locales/nl/cart';
import { common } from '../locales/nl/common';
import { errors } from '../locales/nl/errors';
import { footer } from '../locales/nl/footer';
import { home } from '../locales/nl/home';
import { login } from '../locales/nl/login';
import { maintenance } from '../locales/nl/maintenance';
import { navigation } from '../locales/nl/navigation';
import { navigationBot } from '../locales/nl/navigation-bot';
import { notFound } from '../locales/nl/not-found';
import { orderOnBehalf } from '../locales/nl/order-on-behalf';
import { password } from '../locales/nl/password';
import { product } from '../locales/nl/product';
import { profile } from '../locales/nl/profile';
import { quickOrder } from '../locales/nl/quick-order';
import { shop } from '../locales/nl/shop';
import { snackbar } from '../locales/nl/snackbar';
import { start } from '../locales/nl/start';
import { validation } from '../locales/nl/validation';
import type { ShopFirstScreenDictionary } from '../shop-dictionary';

/**
 * The nl texts of the shop's first screen: every area of `locales/nl` but the console's,
 * the e-mails' and the later pages' (`shop-nl-later.ts`, decision 345).
 */
export const shopNl = {
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
} satisfies ShopFirstScreenDictionary;
