import type { Dictionary } from '../../dictionary';
import { shopFr } from '../../shop-dictionaries/shop-fr';
import { shopFrLater } from '../../shop-dictionaries/shop-fr-later';
import { consoleArea } from './console';
import { consoleApp } from './console-app';
import { mail } from './mail';
import { office } from './office';

/**
 * The French dictionary, checked against the English reference shape. The shop's areas are
 * listed once, in `shop-dictionaries/shop-fr.ts`; the console's and the e-mails' are added
 * here (decision 236).
 */
export const fr = {
  ...shopFr,
  ...shopFrLater,
  mail,
  office,
  console: consoleArea,
  console_app: consoleApp,
} satisfies Dictionary;
