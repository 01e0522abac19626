import { cart } from '../locales/fr/cart';
import { common } from '../locales/fr/common';
import { errors } from '../locales/fr/errors';
import { footer } from '../locales/fr/footer';
import { home } from '../locales/fr/home';
import { login } from '../locales/fr/login';
import { maintenance } from '../locales/fr/maintenance';
import { navigation } from '../locales/fr/navigation';
import { navigationBot } from '../locales/fr/navigation-bot';
import { notFound } from '../locales/fr/not-found';
import { orderOnBehalf } from '../locales/fr/order-on-behalf';
import { password } from '../locales/fr/password';
import { product } from '../locales/fr/product';
import { profile } from '../locales/fr/profile';
import { quickOrder } from '../locales/fr/quick-order';
import { shop } from '../locales/fr/shop';
import { snackbar } from '../locales/fr/snackbar';
import { start } from '../locales/fr/start';
import { validation } from '../locales/fr/validation';
import type { ShopFirstScreenDictionary } from '../shop-dictionary';

/**
 * The fr texts of the shop's first screen: every area of `locales/fr` but the console's,
 * the e-mails' and the later pages' (`shop-fr-later.ts`, decision 345).
 */
export const shopFr = {
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
