import {
  INQUIRY_SERVICE_VALUES,
  RIGHTS_KINDS,
  type InquiryService,
  type Locale,
  type RightsKind,
} from '@prism/contracts';
import en from './en.json';
import fr from './fr.json';
import type { MailWords } from './mail-words.types';

/** A catalogue's keys: the English one's, which every language must hold. */
type MailKey = Exclude<keyof typeof en, '$schema'>;

/**
 * The mail catalogues (ADR 050), in the shape of the site's (messages/<area>/<locale>.json:
 * a key, a text, `{name}` where data goes). A key missing in a language is a compile error
 * here; mail-words.spec.ts checks every text and placeholder again at run time.
 */
const CATALOGUES: Record<Locale, Record<MailKey, string>> = { en, fr };

/** The day a mail writes, in words in each language ('November 2, 2026', « 2 novembre 2026 »). */
const DAY: Record<Locale, (date: Date) => string> = {
  en: (date) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date),
  fr: (date) =>
    new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(date),
};

/** Where each missing field of a scheduled publish is labelled (as the edit screen does). */
const FIELD_KEYS: Record<string, MailKey> = {
  title: 'mail_scheduled_publish_failed_field_title',
  description: 'mail_scheduled_publish_failed_field_description',
  slug: 'mail_scheduled_publish_failed_field_slug',
  services: 'mail_scheduled_publish_failed_field_services',
  coverAlt: 'mail_scheduled_publish_failed_field_cover_alt',
  'gallery.alt': 'mail_scheduled_publish_failed_field_gallery_alt',
  'beforeAfter.label': 'mail_scheduled_publish_failed_field_before_after_label',
  'metrics.label': 'mail_scheduled_publish_failed_field_metrics_label',
  ready: 'mail_scheduled_publish_failed_field_ready',
};

/** The fields of a list (a gallery image, a pair, a result): named with their position. */
const LISTED = new Set(['gallery.alt', 'beforeAfter.label', 'metrics.label']);

/** A text with its `{name}` placeholders filled; one without a value is a bug, thrown. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${text}"`);
    return String(value);
  });
}

/** One language's mail words, read from its catalogue. */
function wordsOf(locale: Locale): MailWords {
  const t = CATALOGUES[locale];
  const say = (key: MailKey, values: Record<string, string | number>) => fill(t[key], values);
  const day = DAY[locale];
  return {
    colon: t.mail_colon,
    services: Object.fromEntries(
      INQUIRY_SERVICE_VALUES.map((service) => [service, t[`mail_service_${service}`]]),
    ) as Record<InquiryService, string>,
    leadNotification: {
      subject: (name, service) => say('mail_lead_notification_subject', { name, service }),
      intro: t.mail_lead_notification_intro,
      name: t.mail_lead_notification_name,
      email: t.mail_lead_notification_email,
      company: t.mail_lead_notification_company,
      service: t.mail_lead_notification_service,
      page: t.mail_lead_notification_page,
      referrer: t.mail_lead_notification_referrer,
      language: t.mail_lead_notification_language,
      leadLanguage: (lead) => t[`mail_lead_notification_lead_language_${lead}`],
      openInAdmin: t.mail_lead_notification_open_in_admin,
      replyHint: t.mail_lead_notification_reply_hint,
    },
    passwordReset: {
      subject: t.mail_password_reset_subject,
      asked: (username) => say('mail_password_reset_asked', { username }),
      openWithin: (minutes) => say('mail_password_reset_open_within', { minutes }),
      ignore: t.mail_password_reset_ignore,
      action: t.mail_password_reset_action,
    },
    invitation: {
      subject: t.mail_invitation_subject,
      invited: (invitedBy, role, username) =>
        say('mail_invitation_invited', { invitedBy, role: t[`mail_role_${role}`], username }),
      openWithin: (hours) => say('mail_invitation_open_within', { hours }),
      ignore: t.mail_invitation_ignore,
      action: t.mail_invitation_action,
    },
    scheduledPublishFailed: {
      subject: (title) => say('mail_scheduled_publish_failed_subject', { title }),
      notPublished: (title, when) =>
        say('mail_scheduled_publish_failed_not_published', { title, when }),
      lacks: t.mail_scheduled_publish_failed_lacks,
      field: (field, of, position) => {
        const key = FIELD_KEYS[field];
        const label = key ? t[key] : field;
        const numbered = position !== null && LISTED.has(field);
        return say('mail_scheduled_publish_failed_field', {
          field: numbered ? say('mail_numbered', { label, number: position + 1 }) : label,
          language: t[`mail_language_${of}`],
        });
      },
      action: t.mail_scheduled_publish_failed_action,
    },
    leadReply: {
      subject: (service) => say('mail_lead_reply_subject', { service }),
      wrote: (date, name) => say('mail_lead_reply_wrote', { date: day(date), name }),
    },
    rightsRequest: {
      kinds: Object.fromEntries(
        RIGHTS_KINDS.map((kind) => [kind, t[`mail_rights_request_kind_${kind}`]]),
      ) as Record<RightsKind, string>,
      subject: t.mail_rights_request_subject,
      asked: (kind) => say('mail_rights_request_asked', { kind }),
      openWithin: (hours) => say('mail_rights_request_open_within', { hours }),
      ignore: t.mail_rights_request_ignore,
      action: t.mail_rights_request_action,
      reminderSubject: (count) => say('mail_rights_request_reminder_subject', { count }),
      reminderIntro: t.mail_rights_request_reminder_intro,
      reminderLine: (kind, email, due) =>
        say('mail_rights_request_reminder_line', { kind, email, due: day(due) }),
    },
  };
}

/** Every word the server mails, by language (ADR 050); the shape is `MailWords`. */
export const MAIL_WORDS: Record<Locale, MailWords> = { en: wordsOf('en'), fr: wordsOf('fr') };

/** The label of a service; a value from before the current list reads as itself. */
export function serviceLabel(words: MailWords, service: string): string {
  return Object.hasOwn(words.services, service)
    ? words.services[service as InquiryService]
    : service;
}
