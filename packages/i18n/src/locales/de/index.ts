import type { Dictionary } from '../../dictionary';
import { cart } from './cart';
import { checkout } from './checkout';
import { common } from './common';
import { consoleArea } from './console';
import { consoleApp } from './console-app';
import { contact } from './contact';
import { errors } from './errors';
import { faq } from './faq';
import { footer } from './footer';
import { home } from './home';
import { login } from './login';
import { mail } from './mail';
import { maintenance } from './maintenance';
import { navigation } from './navigation';
import { navigationBot } from './navigation-bot';
import { notFound } from './not-found';
import { orderOnBehalf } from './order-on-behalf';
import { orders } from './orders';
import { password } from './password';
import { payment } from './payment';
import { product } from './product';
import { professional } from './professional';
import { profile } from './profile';
import { recovery } from './recovery';
import { register } from './register';
import { shop } from './shop';
import { snackbar } from './snackbar';
import { start } from './start';
import { thanks } from './thanks';
import { validation } from './validation';
import { webinar } from './webinar';
import { zoom } from './zoom';

/** The German dictionary, checked against the English reference shape. */
export const de = {
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
  contact,
  faq,
  webinar,
  thanks,
  not_found: notFound,
  start,
  maintenance,
  mail,
  footer,
  snackbar,
  zoom,
  console: consoleArea,
  console_app: consoleApp,
  errors,
  validation,
} satisfies Dictionary;
