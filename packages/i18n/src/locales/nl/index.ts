import type { Dictionary } from '../../dictionary';
import { shopNl } from '../../shop-dictionaries/shop-nl';
import { shopNlLater } from '../../shop-dictionaries/shop-nl-later';
import { consoleArea } from './console';
import { consoleApp } from './console-app';
import { mail } from './mail';
import { office } from './office';

/**
 * The Dutch dictionary, checked against the English reference shape. The shop's areas are
 * listed once, in `shop-dictionaries/shop-nl.ts`; the console's and the e-mails' are added
 * here (decision 236).
 */
export const nl = {
  ...shopNl,
  ...shopNlLater,
  mail,
  office,
  console: consoleArea,
  console_app: consoleApp,
} satisfies Dictionary;
