import type { Locale } from '@prism/contracts';
import { SettingsService } from '../../src/settings/settings.service';
import type { TestApp } from './test-app';

/**
 * Sets the site's default language, which staff without a language of their own read
 * their mail in. Tests written before issue 23 check the English mail: they set `en`.
 */
export async function setSiteLanguage(t: TestApp, defaultLocale: Locale): Promise<void> {
  const settings = t.app.get(SettingsService);
  await settings.replace({ ...(await settings.get()), defaultLocale }, null);
}
