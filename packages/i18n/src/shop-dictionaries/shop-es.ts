import { cart } from '../locales/es/cart';
import { common } from '../locales/es/common';
import { errors } from '../locales/es/errors';
import { footer } from '../locales/es/footer';
import { home } from '../locales/es/home';
import { login } from '../locales/es/login';
import { maintenance } from '../locales/es/maintenance';
import { navigation } from '../locales/es/navigation';
import { navigationBot } from '../locales/es/navigation-bot';
import { notFound } from '../locales/es/not-found';
import { orderOnBehalf } from '../locales/es/order-on-behalf';
import { password } from '../locales/es/password';
import { product } from '../locales/es/product';
import { profile } from '../locales/es/profile';
import { quickOrder } from '../locales/es/quick-order';
import { shop } from '../locales/es/shop';
import { snackbar } from '../locales/es/snackbar';
import { start } from '../locales/es/start';
import { validation } from '../locales/es/validation';
import type { ShopFirstScreenDictionary } from '../shop-dictionary';

/**
 * The es texts of the shop's first screen: every area of `locales/es` but the console's,
 * the e-mails' and the later pages' (`shop-es-later.ts`, decision 345).
 */
export const shopEs = {
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
