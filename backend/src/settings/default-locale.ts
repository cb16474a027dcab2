import { DEFAULT_SITE_SETTINGS, localeSchema, type Locale } from '@prism/contracts';
import type { EntityManager } from 'typeorm';
import { ROW_ID } from './settings.service';
import { SiteSettingsRow } from './site-settings.entity';

/**
 * The site's default language (a setting), read through the caller's manager: mail is
 * written inside the transaction of what it reports, so the read joins it.
 */
export async function siteDefaultLocale(db: EntityManager): Promise<Locale> {
  const row = await db.findOneBy(SiteSettingsRow, { id: ROW_ID });
  const stored = localeSchema.safeParse(row?.data.defaultLocale);
  return stored.success ? stored.data : DEFAULT_SITE_SETTINGS.defaultLocale;
}

/** The language a user reads their mail in: their own, else the site's default. */
export async function mailLocaleOf(
  db: EntityManager,
  user: { locale: Locale | null } | null,
): Promise<Locale> {
  return user?.locale ?? (await siteDefaultLocale(db));
}
