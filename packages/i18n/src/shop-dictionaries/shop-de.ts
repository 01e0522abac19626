import { cart } from '../locales/de/cart';
import { common } from '../locales/de/common';
import { errors } from '../locales/de/errors';
import { footer } from '../locales/de/footer';
import { home } from '../locales/de/home';
import { login } from '../locales/de/login';
import { maintenance } from '../locales/de/maintenance';
import { navigation } from '../locales/de/navigation';
import { navigationBot } from '../locales/de/navigation-bot';
import { notFound } from '../locales/de/not-found';
import { orderOnBehalf } from '../locales/de/order-on-behalf';
import { password } from '../locales/de/password';
import { product } from '../locales/de/product';
import { profile } from '../locales/de/profile';
import { quickOrder } from '../locales/de/quick-order';
import { shop } from '../locales/de/shop';
import { snackbar } from '../locales/de/snackbar';
import { start } from '../locales/de/start';
import { validation } from '../locales/de/validation';
import type { ShopFirstScreenDictionary } from '../shop-dictionary';

/**
 * The de texts of the shop's first screen: every area of `locales/de` but the console's,
 * the e-mails' and the later pages' (`shop-de-later.ts`, decision 345).
 */
export const shopDe = {
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
