import type { Dictionary } from '../../dictionary';
import { shopIt } from '../../shop-dictionaries/shop-it';
import { shopItLater } from '../../shop-dictionaries/shop-it-later';
import { consoleArea } from './console';
import { consoleApp } from './console-app';
import { mail } from './mail';
import { office } from './office';

/**
 * The Italian dictionary, checked against the English reference shape. The shop's areas are
 * listed once, in `shop-dictionaries/shop-it.ts`; the console's and the e-mails' are added
 * here (decision 236).
 */
export const it = {
  ...shopIt,
  ...shopItLater,
  mail,
  office,
  console: consoleArea,
  console_app: consoleApp,
} satisfies Dictionary;
