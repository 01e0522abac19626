import type { Dictionary } from '../../dictionary';
import { shopEs } from '../../shop-dictionaries/shop-es';
import { shopEsLater } from '../../shop-dictionaries/shop-es-later';
import { consoleArea } from './console';
import { consoleApp } from './console-app';
import { mail } from './mail';
import { office } from './office';

/**
 * The Spanish dictionary, checked against the English reference shape. The shop's areas are
 * listed once, in `shop-dictionaries/shop-es.ts`; the console's and the e-mails' are added
 * here (decision 236).
 */
export const es = {
  ...shopEs,
  ...shopEsLater,
  mail,
  office,
  console: consoleArea,
  console_app: consoleApp,
} satisfies Dictionary;
