import { cart } from '../locales/it/cart';
import { common } from '../locales/it/common';
import { errors } from '../locales/it/errors';
import { footer } from '../locales/it/footer';
import { home } from '../locales/it/home';
import { login } from '../locales/it/login';
import { maintenance } from '../locales/it/maintenance';
import { navigation } from '../locales/it/navigation';
import { navigationBot } from '../locales/it/navigation-bot';
import { notFound } from '../locales/it/not-found';
import { orderOnBehalf } from '../locales/it/order-on-behalf';
import { password } from '../locales/it/password';
import { product } from '../locales/it/product';
import { profile } from '../locales/it/profile';
import { quickOrder } from '../locales/it/quick-order';
import { shop } from '../locales/it/shop';
import { snackbar } from '../locales/it/snackbar';
import { start } from '../locales/it/start';
import { validation } from '../locales/it/validation';
import type { ShopFirstScreenDictionary } from '../shop-dictionary';

/**
 * The it texts of the shop's first screen: every area of `locales/it` but the console's,
 * the e-mails' and the later pages' (`shop-it-later.ts`, decision 345).
 */
export const shopIt = {
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
