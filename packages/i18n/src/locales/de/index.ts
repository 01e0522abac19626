import type { Dictionary } from '../../dictionary';
import { shopDe } from '../../shop-dictionaries/shop-de';
import { shopDeLater } from '../../shop-dictionaries/shop-de-later';
import { consoleArea } from './console';
import { consoleApp } from './console-app';
import { mail } from './mail';
import { office } from './office';

/**
 * The German dictionary, checked against the English reference shape. The shop's areas are
 * listed once, in `shop-dictionaries/shop-de.ts`; the console's and the e-mails' are added
 * here (decision 236).
 */
export const de = {
  ...shopDe,
  ...shopDeLater,
  mail,
  office,
  console: consoleArea,
  console_app: consoleApp,
} satisfies Dictionary;
