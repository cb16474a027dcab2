import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@prism/contracts/locale';
import { overwriteServerAsyncLocalStorage } from '~/paraglide/runtime';

/**
 * Each render's language, for the compiled messages: Paraglide's `getLocale()`
 * reads it from this store, so concurrent renders in two languages never see each other's.
 */
const renderLocale = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(renderLocale);

export function renderIn<T>(locale: Locale, render: () => T): T {
  return renderLocale.run({ locale }, render);
}
