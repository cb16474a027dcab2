import type {
  AssigneeAnswer,
  ConsentRecordAnswer,
  ContactMessageAnswer,
  ContactNoteAnswer,
  LeadNotificationState,
} from '@prism/contracts';
import type { ContactMessage } from './contact-message.entity';
import type { ContactNote } from './contact-note.entity';

/** `notification`: whether staff were told of the lead ('none': nobody was to be told). */
export const toContactMessageAnswer = (
  m: ContactMessage,
  notification: LeadNotificationState = 'none',
  assignee: AssigneeAnswer | null = null,
  privacy: { consents: ConsentRecordAnswer[]; retainedUntil: Date | null } = {
    consents: [],
    retainedUntil: null,
  },
): ContactMessageAnswer => ({
  id: m.id,
  name: m.name,
  email: m.email,
  company: m.company,
  service: m.service,
  message: m.message,
  read: m.read,
  createdAt: m.createdAt.toISOString(),
  sourcePage: m.sourcePage,
  referrer: m.referrer,
  utmSource: m.utmSource,
  utmMedium: m.utmMedium,
  utmCampaign: m.utmCampaign,
  utmTerm: m.utmTerm,
  utmContent: m.utmContent,
  locale: m.locale,
  notification,
  stage: m.stage,
  assignee,
  consents: privacy.consents,
  retainedUntil: privacy.retainedUntil?.toISOString() ?? null,
  anonymisedAt: m.anonymisedAt?.toISOString() ?? null,
});

export const toContactNoteAnswer = (n: ContactNote): ContactNoteAnswer => ({
  id: n.id,
  messageId: n.messageId,
  authorId: n.authorId,
  authorName: n.authorName,
  body: n.body,
  createdAt: n.createdAt.toISOString(),
  editedAt: n.editedAt ? n.editedAt.toISOString() : null,
});
