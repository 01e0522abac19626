import type { en } from './locales/en/index';

/** `T` with every leaf widened to `string`, so a translation must match the shape, not the words. */
export type DeepStringRecord<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};

/** The shape every language dictionary has: the English dictionary with string leaves. */
export type Dictionary = DeepStringRecord<typeof en>;

type KeyPaths<T, Prefix extends string> = {
  [K in Extract<keyof T, string | number>]: T[K] extends string
    ? `${Prefix}${K}`
    : KeyPaths<T[K], `${Prefix}${K}.`>;
}[Extract<keyof T, string | number>];

/** Every dotted key that `t()` accepts, for example `'errors.cart.max_order_price_reached'`. */
export type TranslationKey = KeyPaths<Dictionary, ''>;
