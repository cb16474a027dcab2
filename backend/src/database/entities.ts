import { AUDIENCE_ENTITIES } from '../audience/audience.entities';
import { AuditRecord } from '../audit/audit-entry.entity';
import { AuditSettingsRow } from '../audit/audit-settings.entity';
import { AccountLink } from '../identity/account-links/account-link.entity';
import { PasswordResetRequest } from '../identity/account-links/password-reset-request.entity';
import { CASE_STUDY_ENTITIES } from '../portfolio/case-study.entities';
import { ClientLogo } from '../logos/client-logo.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { ContactNote } from '../contact/contact-note.entity';
import { ContactReply } from '../contact/contact-reply.entity';
import { ReplyTemplate } from '../contact/reply-template.entity';
import { ContentVersion } from '../content-version/content-version.entity';
import { LandingContentRow } from '../landing/landing-content.entity';
import { ItemHealth } from '../portfolio/item-health.entity';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { REDIRECT_ENTITIES } from '../redirects/redirect.entities';
import { SECOND_FACTOR_ENTITIES } from '../identity/second-factor/second-factor.entities';
import { StaffSession } from '../identity/sessions/staff-session.entity';
import { SiteSettingsRow } from '../settings/site-settings.entity';
import { Mail } from '../mail/mail.entity';
import { Job } from '../jobs/job.entity';
import { User } from '../users/user.entity';
import { Revision } from '../revisions/revision.entity';
import { PRIVACY_ENTITIES } from '../privacy/privacy.entities';
import { MediaAsset } from '../media-library/media-asset.entity';
import { PAGE_ENTITIES } from '../pages/page.entity';

export const ENTITIES = [
  User,
  PortfolioItem,
  ItemHealth,
  ContactMessage,
  ClientLogo,
  SiteSettingsRow,
  LandingContentRow,
  ContentVersion,
  StaffSession,
  Mail,
  Job,
  ContactNote,
  ContactReply,
  ReplyTemplate,
  ...CASE_STUDY_ENTITIES,
  AuditRecord,
  AuditSettingsRow,
  AccountLink,
  PasswordResetRequest,
  ...SECOND_FACTOR_ENTITIES,
  ...AUDIENCE_ENTITIES,
  ...REDIRECT_ENTITIES,
  Revision,
  ...PRIVACY_ENTITIES,
  MediaAsset,
  ...PAGE_ENTITIES,
];
