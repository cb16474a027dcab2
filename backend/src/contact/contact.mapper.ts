import type { ContactMessageDto } from '@prism/contracts';
import type { ContactMessage } from './contact-message.entity';

export const toContactMessageDto = (m: ContactMessage): ContactMessageDto => ({
  id: m.id,
  name: m.name,
  email: m.email,
  company: m.company,
  service: m.service,
  message: m.message,
  reply: m.reply,
  repliedAt: m.repliedAt ? m.repliedAt.toISOString() : null,
  read: m.read,
  createdAt: m.createdAt.toISOString(),
  sourcePage: m.sourcePage,
  referrer: m.referrer,
  utmSource: m.utmSource,
  utmMedium: m.utmMedium,
  utmCampaign: m.utmCampaign,
  utmTerm: m.utmTerm,
  utmContent: m.utmContent,
});
