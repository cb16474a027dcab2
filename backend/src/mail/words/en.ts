import { INQUIRY_SERVICES, type InquiryService } from '@prism/contracts';
import type { MailWords } from './mail-words.types';

/** A day in words, as the French mail writes it ('November 2, 2026'; issue 49). */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The English mail, word for word as before issue 23 (docs/product.md). */
export const EN: MailWords = {
  colon: ': ',
  services: Object.fromEntries(INQUIRY_SERVICES.map((s) => [s.value, s.label])) as Record<
    InquiryService,
    string
  >,
  leadNotification: {
    subject: (name, service) => `New lead: ${name} (${service})`,
    intro: 'A new lead came in through the contact form.',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    service: 'Service',
    page: 'Page',
    referrer: 'Referrer',
    language: 'Language',
    leadLanguage: (locale) => (locale === 'fr' ? 'FR (reply in French)' : 'EN'),
    openInAdmin: 'Open it in the admin',
    replyHint: 'Reply to this e-mail to write to the lead.',
  },
  passwordReset: {
    subject: 'Reset your Prism admin password',
    asked: (username) =>
      `Someone asked to reset the password of the Prism admin account "${username}".`,
    openWithin: (minutes) =>
      `Open this link within ${minutes} minutes to choose a new password. It works once, and signs the account out everywhere.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    action: 'Choose a new password',
  },
  invitation: {
    subject: "You're invited to the Prism admin",
    invited: (invitedBy, role, username) =>
      `${invitedBy} invited you to the Prism admin as ${role}, with the username "${username}".`,
    openWithin: (hours) =>
      `Open this link within ${hours} hours to choose your password. It works once.`,
    ignore: 'If you did not expect this invitation, ignore this e-mail.',
    action: 'Choose your password',
  },
  scheduledPublishFailed: {
    subject: (title) => `Not published: ${title}`,
    notPublished: (title, when) =>
      `"${title}" was scheduled to go live on ${when}, but it was not published: it is not ready in every language the site requires. It stays a draft.`,
    lacks: 'What is missing:',
    field: (field, locale, position) => {
      const language = locale === 'fr' ? 'French' : 'English';
      const n = position === null ? '' : ` ${position + 1}`;
      const names: Record<string, string> = {
        title: 'Title',
        description: 'Description',
        slug: 'Web address (slug)',
        services: 'Services',
        coverAlt: 'Cover alt text',
        'gallery.alt': `Alt text of gallery image${n}`,
        'beforeAfter.label': `Label of before/after pair${n}`,
        'metrics.label': `Label of result${n}`,
        ready: 'Marked ready',
      };
      return `${names[field] ?? field} (${language})`;
    },
    action: 'Open the project',
  },
  leadReply: {
    subject: (service) => `Re: Your ${service} inquiry`,
    wrote: (date, name) => `On ${longDate.format(date)}, ${name} wrote:`,
  },
  rightsRequest: {
    kinds: {
      access: 'see your information',
      rectification: 'have your information corrected',
      erasure: 'have your information erased',
      portability: 'receive a copy of your information',
      withdrawal: 'withdraw your consent',
    },
    subject: 'Confirm your request about your personal information',
    asked: (kind) => `Someone used this e-mail address to ask Prism to ${kind}.`,
    openWithin: (hours) =>
      `To confirm the request comes from you, open this link within ${hours} hours. It works once. We will answer within 30 days of receiving the request.`,
    ignore: 'If you asked for nothing, ignore this e-mail: nothing will be done.',
    action: 'Confirm my request',
    reminderSubject: (count) => `Privacy requests to answer: ${count}`,
    reminderIntro:
      'These requests about personal information are due within 7 days or overdue. Without an answer by the due date, a request is deemed refused.',
    reminderLine: (kind, email, due) => `${kind}, ${email}: due ${due.toISOString().slice(0, 10)}`,
  },
};
