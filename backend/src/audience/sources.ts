import { utmValueOf, type AudienceChannel } from '@prism/contracts';

interface KnownSource {
  hosts: RegExp;
  name: string;
  channel: AudienceChannel;
  /** Other words a utm_source uses for it (`fb`, `twitter`). */
  aliases?: readonly string[];
}

/**
 * Known sources: a readable name and its channel, found by a referrer's host (matched on
 * its end) or by a utm_source naming it (its name, an alias or its host, any case). The one
 * place a source gets its name: "Google" from google.com and `utm_source=google` are one.
 */
const KNOWN: readonly KnownSource[] = [
  { hosts: /(^|\.)google\.[a-z.]+$/, name: 'Google', channel: 'organic' },
  { hosts: /(^|\.)bing\.com$/, name: 'Bing', channel: 'organic' },
  { hosts: /(^|\.)duckduckgo\.com$/, name: 'DuckDuckGo', channel: 'organic' },
  { hosts: /(^|\.)search\.yahoo\.com$|(^|\.)yahoo\.[a-z.]+$/, name: 'Yahoo', channel: 'organic' },
  { hosts: /(^|\.)ecosia\.org$/, name: 'Ecosia', channel: 'organic' },
  { hosts: /(^|\.)qwant\.com$/, name: 'Qwant', channel: 'organic' },
  { hosts: /(^|\.)search\.brave\.com$/, name: 'Brave Search', channel: 'organic' },
  { hosts: /(^|\.)baidu\.com$/, name: 'Baidu', channel: 'organic' },
  { hosts: /(^|\.)yandex\.[a-z.]+$/, name: 'Yandex', channel: 'organic' },
  {
    hosts: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/,
    name: 'Facebook',
    channel: 'social',
    aliases: ['fb'],
  },
  { hosts: /(^|\.)instagram\.com$/, name: 'Instagram', channel: 'social', aliases: ['ig'] },
  { hosts: /(^|\.)(linkedin\.com|lnkd\.in)$/, name: 'LinkedIn', channel: 'social' },
  {
    hosts: /(^|\.)(twitter\.com|x\.com|t\.co)$/,
    name: 'X',
    channel: 'social',
    aliases: ['twitter'],
  },
  { hosts: /(^|\.)pinterest\.[a-z.]+$/, name: 'Pinterest', channel: 'social' },
  { hosts: /(^|\.)reddit\.com$/, name: 'Reddit', channel: 'social' },
  { hosts: /(^|\.)(youtube\.com|youtu\.be)$/, name: 'YouTube', channel: 'social' },
  { hosts: /(^|\.)tiktok\.com$/, name: 'TikTok', channel: 'social' },
  { hosts: /(^|\.)threads\.net$/, name: 'Threads', channel: 'social' },
  { hosts: /(^|\.)bsky\.app$/, name: 'Bluesky', channel: 'social', aliases: ['bsky'] },
  { hosts: /(^|\.)behance\.net$/, name: 'Behance', channel: 'social' },
  { hosts: /(^|\.)dribbble\.com$/, name: 'Dribbble', channel: 'social' },
  {
    hosts: /^(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com)$/,
    name: 'Webmail',
    channel: 'email',
  },
];

const PAID = /^(cpc|ppc|cpm|cpv|paid|paid[-_ ]?(search|social|media)|display|banner|ads?)$/;
const EMAIL = /^(e-?mail|newsletter|courriel|infolettre)$/;
const SOCIAL = /^(social|social[-_ ]media|sm)$/;

export interface Attribution {
  /** Null: nothing says where the visit came from (direct). */
  source: string | null;
  channel: AudienceChannel;
  campaign: string | null;
}

export interface SourceFacts {
  /** The referrer's host only, never our own (the caller drops it). */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/**
 * Where a visit came from (docs/product.md#audience): `utm_source` names the source when
 * given, else the referrer's host; a known source goes by its name either way (Google from
 * google.com, `google` or `GOOGLE`), any other by the lower-cased word or host. The channel
 * is Paid or E-mail when `utm_medium` says so, else the known source's, else Referral;
 * nothing at all is Direct.
 */
export function attribute(facts: SourceFacts): Attribution {
  const host = facts.referrerHost?.toLowerCase().replace(/^www\./, '') || null;
  // A lead's form facts pass the batches' rule too: no markup or formula in the report.
  const utmSource =
    utmValueOf(facts.utmSource)
      ?.toLowerCase()
      .replace(/^www\./, '') ?? null;
  const medium = utmValueOf(facts.utmMedium)?.toLowerCase() ?? null;
  const campaign = utmValueOf(facts.utmCampaign);
  const known = utmSource !== null ? knownByWord(utmSource) : host ? knownByHost(host) : undefined;
  const source = known?.name ?? utmSource ?? host;
  if (!source)
    return { source: null, channel: medium && PAID.test(medium) ? 'paid' : 'direct', campaign };
  let channel: AudienceChannel = known?.channel ?? 'referral';
  if (medium && PAID.test(medium)) channel = 'paid';
  else if (medium && EMAIL.test(medium)) channel = 'email';
  else if (medium && SOCIAL.test(medium)) channel = 'social';
  else if (medium === 'organic') channel = 'organic';
  else if (!known && utmSource && /newsletter|infolettre|mailchimp|e-?mail/.test(utmSource)) {
    channel = 'email';
  }
  return { source, channel, campaign };
}

const knownByHost = (host: string) => KNOWN.find((k) => k.hosts.test(host));

/**
 * A source as the report names it: a known one by its name whatever the case or form it
 * was stored under (`google`, `google.ca` → Google), any other as it is. The report reads
 * stored rows through it, so rows kept before sources were named so merge with today's.
 */
export function sourceName(stored: string): string {
  return knownByWord(stored.toLowerCase().replace(/^www\./, ''))?.name ?? stored;
}

/** A known source a utm_source names: by its name or an alias (any case), or by its host. */
function knownByWord(word: string): KnownSource | undefined {
  return (
    KNOWN.find((k) => k.name.toLowerCase() === word || k.aliases?.includes(word)) ??
    knownByHost(word)
  );
}

/** The host of a URL, or null when it is not one. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/**
 * What a path is: the landing page, a project (its id or slug), the privacy page or
 * another page; today's paths and the language-prefixed ones (`/fr/…`, `/en/…`).
 */
export function pageOf(path: string): { kind: string; projectRef: string | null } {
  const bare = path.replace(/^\/(fr|en)(?=\/|$)/, '') || '/';
  if (bare === '/') return { kind: 'landing', projectRef: null };
  const project = /^\/(portfolio|work|realisations)\/([^/]+)\/?$/.exec(bare);
  if (project) return { kind: 'project', projectRef: decoded(project[2] ?? '') };
  if (/^\/(privacy|confidentialite)\/?$/.test(bare)) return { kind: 'privacy', projectRef: null };
  return { kind: 'page', projectRef: null };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
