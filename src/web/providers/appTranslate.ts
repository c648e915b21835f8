/**
 * A typed `translate` over our own catalogue: the key must exist in the Spanish texts (so a typo or
 * a removed text fails the type check), and a text with `%{name}` placeholders must be given
 * exactly those values. Keys built from a domain value (`app.orders.status.${OpsStatus}`) are
 * checked for every value the type allows.
 */
import { useCallback } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import type { esApp } from '../../../i18n/es/app';

type Tree = { readonly [key: string]: string | Tree };

/** Every dotted path of a tree whose leaf is a text. */
type Leaves<T extends Tree, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends Tree
      ? Leaves<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];

/** The text at a dotted path. */
type TextAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/** The names of a text's `%{name}` placeholders. */
type Placeholders<S> = S extends `${string}%{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type AppTexts = typeof esApp;
export type AppTextKey = `app.${Leaves<AppTexts>}`;
type TextOf<K extends AppTextKey> = K extends `app.${infer Path}` ? TextAt<AppTexts, Path> : never;

/** What a key's text needs: nothing, or a value for each placeholder. */
export type TextValues<K extends AppTextKey> = [Placeholders<TextOf<K>>] extends [never]
  ? []
  : [values: Record<Placeholders<TextOf<K>>, string | number>];

export type AppTranslate = <K extends AppTextKey>(key: K, ...values: TextValues<K>) => string;

/** The typed face of a react-admin translate function. */
export function appTranslate(translate: TranslateFunction): AppTranslate {
  return (key, ...values) => translate(key, values[0]);
}

/** `const t = useAppTranslate(); t('app.orderDetail.title', { number })`. */
export function useAppTranslate(): AppTranslate {
  const translate = useTranslate();
  return useCallback<AppTranslate>((key, ...values) => translate(key, values[0]), [translate]);
}
