import { Initial1795305219595 } from './1795305219595-Initial';
import { ContentVersion1795400000000 } from './1795400000000-ContentVersion';
import { ContactSource1795500000001 } from './1795500000001-ContactSource';
import { LeadMail1795500000003 } from './1795500000003-LeadMail';
import { LeadPipeline1795500000005 } from './1795500000005-LeadPipeline';
import { StaffSessions1795600000002 } from './1795600000002-StaffSessions';
import { CaseStudies1795700000001 } from './1795700000001-CaseStudies';
import { AuditLog1795800000001 } from './1795800000001-AuditLog';
import { SecondFactor1795900000001 } from './1795900000001-SecondFactor';
import { AccountLinks1796000000001 } from './1796000000001-AccountLinks';
import { Bilingual1796100000001 } from './1796100000001-Bilingual';
import { InboxReplies1796100000043 } from './1796100000043-InboxReplies';
import { TranslationTimes1796200000051 } from './1796200000051-TranslationTimes';
import { Identity1796300000038 } from './1796300000038-Identity';
import { UserLanguage1796400005001 } from './1796400005001-UserLanguage';
import { LeadLanguage1796400005002 } from './1796400005002-LeadLanguage';
import { Jobs1796400450001 } from './1796400450001-Jobs';
import { ScheduledPublishing1796400450002 } from './1796400450002-ScheduledPublishing';
import { AuditAppendOnly1796400460001 } from './1796400460001-AuditAppendOnly';
import { Audience1796500000053 } from './1796500000053-Audience';
import { Revisions1796600100001 } from './1796600100001-Revisions';
import { Redirects1796600200001 } from './1796600200001-Redirects';
import { ServicesFr1796600300001 } from './1796600300001-ServicesFr';
import { ReplyTemplateFrench1796600400001 } from './1796600400001-ReplyTemplateFrench';
import { PasswordResetRequests1796700300001 } from './1796700300001-PasswordResetRequests';
import { PageViewsById1796700400000 } from './1796700400000-PageViewsById';
import { PageViewRepeats1796700500000 } from './1796700500000-PageViewRepeats';
import { MailPriority1796800000001 } from './1796800000001-MailPriority';
import { Privacy1796800000010 } from './1796800000010-Privacy';
import { RightsRequests1796800000011 } from './1796800000011-RightsRequests';
import { PrivacyIncidents1796800000012 } from './1796800000012-PrivacyIncidents';
import { InboxSearch1796900000085 } from './1796900000085-InboxSearch';
import { MailAsJobs1796900000091 } from './1796900000091-MailAsJobs';
import { ListPages1796900000092 } from './1796900000092-ListPages';
import { ReplyNotesAsReplies1797000000001 } from './1797000000001-ReplyNotesAsReplies';
import { MediaLibrary1797100000050 } from './1797100000050-MediaLibrary';
import { Pages1797100000051 } from './1797100000051-Pages';
import { ProjectLibraryCover1797100000056 } from './1797100000056-ProjectLibraryCover';
import { JournalPosts1797100000060 } from './1797100000060-JournalPosts';
import { LibraryGalleryImages1797100000071 } from './1797100000071-LibraryGalleryImages';
import { UnreadCount1797200000047 } from './1797200000047-UnreadCount';
import { ContentHealthIndexes1797200000048 } from './1797200000048-ContentHealthIndexes';
import { AudienceDailyByDay1797200000049 } from './1797200000049-AudienceDailyByDay';
import { LeadRetentionIndex1797200000050 } from './1797200000050-LeadRetentionIndex';
import { AudiencePeriod1797200000051 } from './1797200000051-AudiencePeriod';
import { LeadAttributionIndex1797200000061 } from './1797200000061-LeadAttributionIndex';
import { LeadSearchMergesApart1797200000063 } from './1797200000063-LeadSearchMergesApart';
import { LeadOrderWatch1797200000064 } from './1797200000064-LeadOrderWatch';

/** Applied in this order; never edit one that has shipped, add a new one. */
export const SQLITE_MIGRATIONS = [
  Initial1795305219595,
  ContentVersion1795400000000,
  ContactSource1795500000001,
  LeadMail1795500000003,
  LeadPipeline1795500000005,
  StaffSessions1795600000002,
  CaseStudies1795700000001,
  AuditLog1795800000001,
  SecondFactor1795900000001,
  AccountLinks1796000000001,
  Bilingual1796100000001,
  InboxReplies1796100000043,
  TranslationTimes1796200000051,
  Identity1796300000038,
  UserLanguage1796400005001,
  LeadLanguage1796400005002,
  Jobs1796400450001,
  ScheduledPublishing1796400450002,
  AuditAppendOnly1796400460001,
  Audience1796500000053,
  Revisions1796600100001,
  Redirects1796600200001,
  ServicesFr1796600300001,
  ReplyTemplateFrench1796600400001,
  PasswordResetRequests1796700300001,
  PageViewsById1796700400000,
  PageViewRepeats1796700500000,
  MailPriority1796800000001,
  Privacy1796800000010,
  RightsRequests1796800000011,
  PrivacyIncidents1796800000012,
  InboxSearch1796900000085,
  MailAsJobs1796900000091,
  ListPages1796900000092,
  ReplyNotesAsReplies1797000000001,
  MediaLibrary1797100000050,
  Pages1797100000051,
  ProjectLibraryCover1797100000056,
  JournalPosts1797100000060,
  LibraryGalleryImages1797100000071,
  UnreadCount1797200000047,
  ContentHealthIndexes1797200000048,
  AudienceDailyByDay1797200000049,
  LeadRetentionIndex1797200000050,
  AudiencePeriod1797200000051,
  LeadAttributionIndex1797200000061,
  LeadSearchMergesApart1797200000063,
  LeadOrderWatch1797200000064,
];
