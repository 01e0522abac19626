import { shopEn } from '../../shop-dictionaries/shop-en';
import { shopEnLater } from '../../shop-dictionaries/shop-en-later';
import { consoleArea } from './console';
import { consoleApp } from './console-app';
import { mail } from './mail';
import { office } from './office';

/**
 * The English dictionary: the reference every other language is typed against. The shop's areas
 * are listed once, in `shop-dictionaries/shop-en.ts`; the console's and the e-mails' are added
 * here (decision 236).
 */
export const en = {
  ...shopEn,
  ...shopEnLater,
  office,
  mail,
  console: consoleArea,
  console_app: consoleApp,
};
