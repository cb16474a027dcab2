import {
  INQUIRY_SERVICE_VALUES,
  RIGHTS_KINDS,
  type InquiryService,
  type Locale,
  type RightsKind,
} from '@prism/contracts';
import type { BlockType } from '@prism/contracts/blocks';
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

/** A page's or post's own fields, as the page editor labels them (`title`, `author`). */
const PAGE_FIELD_KEYS: Record<string, MailKey> = {
  title: 'mail_scheduled_publish_failed_field_title',
  slug: 'mail_scheduled_publish_failed_field_slug',
  author: 'mail_page_field_byline',
  date: 'mail_page_field_date',
  blocks: 'mail_page_field_blocks',
};

/** Each block type's name, as the page editor's "Add a block" menu says it. */
const BLOCK_KEYS: Record<BlockType, MailKey> = {
  richText: 'mail_page_block_rich_text',
  headingText: 'mail_page_block_heading_text',
  image: 'mail_page_block_image',
  gallery: 'mail_page_block_gallery',
  quote: 'mail_page_block_quote',
  team: 'mail_page_block_team',
  services: 'mail_page_block_services',
  projects: 'mail_page_block_projects',
  stats: 'mail_page_block_stats',
  cta: 'mail_page_block_cta',
  faq: 'mail_page_block_faq',
  contactForm: 'mail_page_block_contact_form',
};

/** The fields `blockMissing` names inside a block; a few mean something else in some blocks. */
const BLOCK_FIELD_KEYS: Record<string, MailKey> = {
  heading: 'mail_page_field_heading',
  body: 'mail_page_field_body',
  mediaId: 'mail_page_field_image',
  mediaIds: 'mail_page_field_images',
  quote: 'mail_page_field_quote',
  author: 'mail_page_field_person_name',
  members: 'mail_page_field_members',
  name: 'mail_page_field_name',
  role: 'mail_page_field_role',
  value: 'mail_page_field_value',
  label: 'mail_page_field_label',
  href: 'mail_page_field_button_link',
  projectIds: 'mail_page_field_projects',
  category: 'mail_page_field_category',
  question: 'mail_page_field_question',
  answer: 'mail_page_field_answer',
};
const OWN_BLOCK_FIELD_KEYS: Partial<Record<BlockType, Record<string, MailKey>>> = {
  services: { items: 'mail_page_field_services', title: 'mail_page_field_service_name' },
  stats: { items: 'mail_page_field_figures' },
  faq: { items: 'mail_page_field_questions' },
  cta: { label: 'mail_page_field_button_label' },
};

/** An entry of a block's list, by its place from 1: "Member 2". */
const ENTRY_KEYS: Partial<Record<BlockType, MailKey>> = {
  team: 'mail_page_entry_member',
  services: 'mail_page_entry_service',
  stats: 'mail_page_entry_figure',
  faq: 'mail_page_entry_question',
};

/** A text with its `{name}` placeholders filled; one without a value is a bug, thrown. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${text}"`);
    return String(value);
  });
}

/**
 * A path of `pageMissing` as the page editor labels it (pageFieldLabel in the admin):
 * `title` "Title", `blocks.2.members.0.role` "Block 3 · Team — Member 1: Role".
 */
function pageFieldLabel(
  t: Record<MailKey, string>,
  path: string,
  blocks: readonly { type: BlockType }[],
): string {
  const say = (key: MailKey, values: Record<string, string | number>) => fill(t[key], values);
  const [head = '', index, list = '', entry, field] = path.split('.');
  const block = head === 'blocks' && index !== undefined ? blocks[Number(index)] : undefined;
  if (!block) {
    const key = PAGE_FIELD_KEYS[head];
    return key ? t[key] : path;
  }
  const fieldName = (name: string) => {
    const key = OWN_BLOCK_FIELD_KEYS[block.type]?.[name] ?? BLOCK_FIELD_KEYS[name];
    return key ? t[key] : name;
  };
  const entryKey = ENTRY_KEYS[block.type];
  const inner =
    entry !== undefined && entryKey
      ? say('mail_page_entry_field', {
          entry: say(entryKey, { n: Number(entry) + 1 }),
          field: fieldName(field ?? ''),
        })
      : fieldName(list);
  return say('mail_page_block_field', {
    block: say('mail_page_block', { n: Number(index) + 1, type: t[BLOCK_KEYS[block.type]] }),
    field: inner,
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
      notPublished: {
        project: (title, when) =>
          say('mail_scheduled_publish_failed_not_published', { title, when }),
        page: (title, when) =>
          say('mail_scheduled_publish_failed_not_published_page', { title, when }),
        post: (title, when) =>
          say('mail_scheduled_publish_failed_not_published_post', { title, when }),
      },
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
      pageField: (path, of, blocks) =>
        say('mail_scheduled_publish_failed_field', {
          field: pageFieldLabel(t, path, blocks),
          language: t[`mail_language_${of}`],
        }),
      action: {
        project: t.mail_scheduled_publish_failed_action,
        page: t.mail_scheduled_publish_failed_action_page,
        post: t.mail_scheduled_publish_failed_action_post,
      },
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

/** Every word the server mails, by language; the shape is `MailWords`. */
export const MAIL_WORDS: Record<Locale, MailWords> = { en: wordsOf('en'), fr: wordsOf('fr') };

/** The label of a service; a value from before the current list reads as itself. */
export function serviceLabel(words: MailWords, service: string): string {
  return Object.hasOwn(words.services, service)
    ? words.services[service as InquiryService]
    : service;
}
