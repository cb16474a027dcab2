import { LOCALE_TAGS, type Locale } from '@prism/contracts';
import { escapeHtml, oneLine, type RenderedMail } from '../mail/lead-notification';
import { MAIL_WORDS } from '../mail/words/mail-words';

/** Where staff open an item: its edit screen in the admin. */
export const itemEditLink = (publicUrl: string, id: number) =>
  `${publicUrl}/admin/portfolio/edit/${id}`;

/** A due time as the reader says it, in the agency's time zone, the zone named. */
export function localTime(at: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

/**
 * `fr.gallery[2].alt` as the mail names it: the language, the field and its position
 * (`fr`, `gallery.alt`, 2); `fr.title` has no position.
 */
export function missingFieldOf(key: string): {
  locale: Locale;
  field: string;
  position: number | null;
} {
  const [, locale = 'en', name = '', index, rest] =
    /^(en|fr)\.(\w+)(?:\[(\d+)\](?:\.(\w+))?)?$/.exec(key) ?? [];
  return {
    locale: locale as Locale,
    field: rest ? `${name}.${rest}` : name,
    position: index === undefined ? null : Number(index),
  };
}

/**
 * To the person who scheduled a publish that failed when due, in their language: the item,
 * the time in the agency's zone, each missing field as the edit screen labels it, a link.
 */
export function renderScheduledPublishFailed(
  failure: { id: number; title: string; dueAt: Date; timeZone: string; missing: string[] },
  publicUrl: string,
  locale: Locale,
): RenderedMail {
  const words = MAIL_WORDS[locale];
  const say = words.scheduledPublishFailed;
  const title = oneLine(failure.title);
  const lead = say.notPublished(title, localTime(failure.dueAt, failure.timeZone, locale));
  const fields = failure.missing.map((key) => {
    const { locale: of, field, position } = missingFieldOf(key);
    return say.field(field, of, position);
  });
  const link = itemEditLink(publicUrl, failure.id);
  const text = [
    lead,
    '',
    say.lacks,
    ...fields.map((f) => `- ${f}`),
    '',
    `${say.action}${words.colon}${link}`,
    '',
  ];
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(say.lacks)}</p>`,
    `<ul>${fields.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(say.action)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(say.subject(title)), text: text.join('\n'), html };
}
