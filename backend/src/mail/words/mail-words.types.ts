import type { InquiryService, Locale, RightsKind, Role } from '@prism/contracts';
import type { BlockType } from '@prism/contracts/blocks';

/** What a scheduled publish was of: a portfolio project, a page, a journal post. */
export type ScheduledKind = 'project' | 'page' | 'post';

/**
 * Every word the server mails, as the renderers read it: built by mail-words.ts
 * from the JSON catalogues. Values that take data are functions; the renderers escape what
 * they put in HTML.
 */
export interface MailWords {
  /** What separates a label from its value: French sets a no-break space before the colon. */
  colon: string;
  /** The inquiry services as the form offers them. */
  services: Record<InquiryService, string>;
  leadNotification: {
    subject: (name: string, service: string) => string;
    intro: string;
    name: string;
    email: string;
    company: string;
    service: string;
    page: string;
    referrer: string;
    language: string;
    /** The lead's language, with the language to answer in. */
    leadLanguage: (locale: Locale) => string;
    openInAdmin: string;
    replyHint: string;
  };
  passwordReset: {
    subject: string;
    asked: (username: string) => string;
    openWithin: (minutes: number) => string;
    ignore: string;
    action: string;
  };
  invitation: {
    subject: string;
    invited: (invitedBy: string, role: Role, username: string) => string;
    openWithin: (hours: number) => string;
    ignore: string;
    action: string;
  };
  /**
   * To the person who scheduled a publish that could not happen when due: the
   * item, the time in the agency's zone, and what each language lacks.
   */
  scheduledPublishFailed: {
    subject: (title: string) => string;
    notPublished: Record<ScheduledKind, (title: string, when: string) => string>;
    lacks: string;
    /** A field a project's language lacks, as the edit screen labels it. */
    field: (field: string, locale: Locale, position: number | null) => string;
    /**
     * A path a page's or post's language lacks (`blocks.2.members.0.role`), as the page
     * editor labels it: "Block 3 · Team — Member 1: Role (French)"; `blocks` are the
     * page's, for each block's type.
     */
    pageField: (path: string, locale: Locale, blocks: readonly { type: BlockType }[]) => string;
    action: Record<ScheduledKind, string>;
  };
  /** A staff reply as the lead receives it: written in the lead's language. */
  leadReply: {
    subject: (service: string) => string;
    wrote: (date: Date, name: string) => string;
  };
  /** A privacy rights request (issue 46): the link that confirms it, and staff reminders. */
  rightsRequest: {
    kinds: Record<RightsKind, string>;
    subject: string;
    asked: (kind: string) => string;
    openWithin: (hours: number) => string;
    ignore: string;
    action: string;
    reminderSubject: (count: number) => string;
    reminderLine: (kind: string, email: string, due: Date) => string;
    reminderIntro: string;
  };
}
