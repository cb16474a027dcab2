import { LOCALE_TAGS, type Locale } from '@prism/contracts';
import type { BlockType } from '@prism/contracts/blocks';
import type { EntityManager } from 'typeorm';
import { escapeHtml, oneLine, type RenderedMail } from '../mail/lead-notification';
import type { MailOutbox } from '../mail/mail-outbox.service';
import { MAIL_WORDS } from '../mail/words/mail-words';
import type { ScheduledKind } from '../mail/words/mail-words.types';
import { mailLocaleOf } from '../settings/default-locale';
import { User } from '../users/user.entity';

/** Where staff open what was scheduled: its edit screen in the admin. */
const EDIT_PATHS: Record<ScheduledKind, string> = {
  project: '/admin/portfolio/edit/',
  page: '/admin/pages/edit/',
  post: '/admin/journal/edit/',
};
const editLink = (publicUrl: string, id: number, kind: ScheduledKind) =>
  `${publicUrl}${EDIT_PATHS[kind]}${id}`;

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

/** A scheduled publish refused when due, and what it was of. */
export interface PublishFailure {
  kind: ScheduledKind;
  id: number;
  title: string;
  dueAt: Date;
  timeZone: string;
  /** What each required language lacks: `fr.title`, `fr.gallery[2].alt`, `fr.blocks.2.heading`. */
  missing: string[];
  /** A page's or post's blocks, for the mail to name a block by its place and type. */
  blocks?: readonly { type: BlockType }[];
}

/**
 * To the person who scheduled a publish that failed when due, in their language: the
 * project, page or post, the time in the agency's zone, each missing field as the edit
 * screen labels it, a link.
 */
export function renderScheduledPublishFailed(
  failure: PublishFailure,
  publicUrl: string,
  locale: Locale,
): RenderedMail {
  const words = MAIL_WORDS[locale];
  const say = words.scheduledPublishFailed;
  const title = oneLine(failure.title);
  const when = localTime(failure.dueAt, failure.timeZone, locale);
  const lead = say.notPublished[failure.kind](title, when);
  const fields = failure.missing.map((key) => {
    if (failure.kind !== 'project') {
      const [, of = 'en', path = ''] = /^(en|fr)\.(.*)$/.exec(key) ?? [];
      return say.pageField(path, of as Locale, failure.blocks ?? []);
    }
    const { locale: of, field, position } = missingFieldOf(key);
    return say.field(field, of, position);
  });
  const link = editLink(publicUrl, failure.id, failure.kind);
  const text = [
    lead,
    '',
    say.lacks,
    ...fields.map((f) => `- ${f}`),
    '',
    `${say.action[failure.kind]}${words.colon}${link}`,
    '',
  ];
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(say.lacks)}</p>`,
    `<ul>${fields.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(say.action[failure.kind])}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(say.subject(title)), text: text.join('\n'), html };
}

/**
 * Mails the person who scheduled a publish that could not happen, in their language (if
 * they have an address), in the caller's transaction: the job's refusal and its mail are
 * committed together. `titleIn` gives the title in the mail's language.
 */
export async function tellScheduler(
  tx: EntityManager,
  outbox: MailOutbox,
  publicUrl: string,
  by: { id: number } | null,
  failure: Omit<PublishFailure, 'title'> & { titleIn: (locale: Locale) => string },
): Promise<void> {
  const user = by ? await tx.findOneBy(User, { id: by.id }) : null;
  if (!user?.email) return;
  const locale = await mailLocaleOf(tx, user);
  const { titleIn, ...rest } = failure;
  await outbox.enqueue(tx, {
    kind: 'scheduled_publish_failed',
    recipient: user.email,
    mail: renderScheduledPublishFailed({ ...rest, title: titleIn(locale) }, publicUrl, locale),
  });
}
