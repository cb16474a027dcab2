import { ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import type {
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  accountLinkAnswerSchema,
  pageViewBatchAnswerSchema,
  notFoundEntrySchema,
  redirectImportAnswerSchema,
  redirectSchema,
  redirectTableSchema,
  apiErrorBodySchema,
  audienceReportSchema,
  audienceSettingsSchema,
  auditEntrySchema,
  auditSettingsSchema,
  assigneeSchema,
  contactNoteSchema,
  contactReplySchema,
  replyDraftSchema,
  replySentSchema,
  revisionComparisonSchema,
  consentRecordSchema,
  privacyPolicySchema,
  privacyPolicySummarySchema,
  privacySettingsSchema,
  publicPrivacySchema,
  rightsRequestSchema,
  personDataSchema,
  erasureSchema,
  incidentAnswerSchema,
  revisionSummarySchema,
  replyTemplateSchema,
  enrolledSignInAnswerSchema,
  recoveryCodesSchema,
  requiredRolesSchema,
  secondFactorStatusSchema,
  signInStepAnswerSchema,
  totpSetupSchema,
  webAuthnOptionsSchema,
  contentHealthSchema,
  galleryImageSchema,
  landingContentSchema,
  landingTextsSchema,
  mailRetryAnswerSchema,
  pendingInvitationSchema,
  mailStatusSchema,
  jobsStatusSchema,
  authCheckAnswerSchema,
  clientLogoSchema,
  contactMessageSchema,
  contentVersionSchema,
  loginAnswerSchema,
  messageAnswerSchema,
  portfolioItemSchema,
  previewLinkAnswerSchema,
  siteSettingsSchema,
  staffSessionSchema,
  svgUploadAnswerSchema,
  unreadCountAnswerSchema,
  userSchema,
  pageSchema,
} from '@prism/contracts';
import { mediaAssetDetailSchema } from '@prism/contracts/media-library';
import {
  navigationAnswerSchema,
  pageAnswerSchema,
  pageSitemapEntrySchema,
  pageSummarySchema,
  publicNavigationSchema,
  postCardSchema,
  publicPageAnswerSchema,
  publicPageSchema,
  publicPostAnswerSchema,
} from '@prism/contracts/page-answers';
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';

/**
 * The answer schemas of @prism/contracts under their OpenAPI names. They are converted by
 * zod itself (OpenAPI 3.0 target: `nullable`, no `type: null`), not by nestjs-zod's DTO
 * path, which turns a nullable string into an array; so answers carry no DTO classes.
 */
const ANSWERS = {
  ApiError: apiErrorBodySchema,
  Message: messageAnswerSchema,
  LoginAnswer: loginAnswerSchema,
  AuthCheck: authCheckAnswerSchema,
  User: userSchema,
  PortfolioItem: portfolioItemSchema,
  ContactMessage: contactMessageSchema,
  UnreadCount: unreadCountAnswerSchema,
  ClientLogo: clientLogoSchema,
  SvgUpload: svgUploadAnswerSchema,
  SiteSettings: siteSettingsSchema,
  LandingTexts: landingTextsSchema,
  LandingContent: landingContentSchema,
  ContentVersion: contentVersionSchema,
  StaffSession: staffSessionSchema,
  GalleryImage: galleryImageSchema,
  PreviewLink: previewLinkAnswerSchema,
  ContentHealth: contentHealthSchema,
  Assignee: assigneeSchema,
  ContactNote: contactNoteSchema,
  ContactReply: contactReplySchema,
  ReplySent: replySentSchema,
  ReplyTemplate: replyTemplateSchema,
  ReplyDraft: replyDraftSchema,
  MailStatus: mailStatusSchema,
  JobsStatus: jobsStatusSchema,
  MailRetry: mailRetryAnswerSchema,
  AuditEntry: auditEntrySchema,
  AuditSettings: auditSettingsSchema,
  AudienceReport: audienceReportSchema,
  AudienceSettings: audienceSettingsSchema,
  PageViewBatchAnswer: pageViewBatchAnswerSchema,
  Redirect: redirectSchema,
  RedirectTable: redirectTableSchema,
  RedirectImport: redirectImportAnswerSchema,
  NotFoundEntry: notFoundEntrySchema,
  AccountLink: accountLinkAnswerSchema,
  PendingInvitation: pendingInvitationSchema,
  SignInStep: signInStepAnswerSchema,
  EnrolledSignIn: enrolledSignInAnswerSchema,
  SecondFactorStatus: secondFactorStatusSchema,
  TotpSetup: totpSetupSchema,
  RecoveryCodes: recoveryCodesSchema,
  RequiredRoles: requiredRolesSchema,
  WebAuthnOptions: webAuthnOptionsSchema,
  RevisionSummary: revisionSummarySchema,
  RevisionComparison: revisionComparisonSchema,
  PrivacySettings: privacySettingsSchema,
  PrivacyPolicy: privacyPolicySchema,
  PrivacyPolicySummary: privacyPolicySummarySchema,
  PublicPrivacy: publicPrivacySchema,
  ConsentRecord: consentRecordSchema,
  RightsRequest: rightsRequestSchema,
  PersonData: personDataSchema,
  Erasure: erasureSchema,
  Incident: incidentAnswerSchema,
  MediaAsset: mediaAssetDetailSchema,
  PageAnswer: pageAnswerSchema,
  PageSummary: pageSummarySchema,
  PublicPage: publicPageSchema,
  PublicPageAnswer: publicPageAnswerSchema,
  PublicPostAnswer: publicPostAnswerSchema,
  PostCard: postCardSchema,
  PageSitemapEntry: pageSitemapEntrySchema,
  Navigation: navigationAnswerSchema,
  PublicNavigation: publicNavigationSchema,
} as const;

export type AnswerName = keyof typeof ANSWERS;

export const answerRef = (name: AnswerName): ReferenceObject => ({
  $ref: `#/components/schemas/${name}`,
});

/** Every answer schema as an OpenAPI component, for the document's `components.schemas`. */
export function answerComponents(): Record<string, SchemaObject> {
  return Object.fromEntries(
    Object.entries(ANSWERS).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }) as SchemaObject,
    ]),
  );
}

type AnswerOptions = Omit<ApiResponseOptions, 'type' | 'schema' | 'isArray'> & {
  status?: number;
  isArray?: boolean;
};

/** Documents a route's answer with a schema of the contracts (200 unless told). */
export const ApiAnswer = (
  name: AnswerName,
  { isArray, status = 200, ...rest }: AnswerOptions = {},
) =>
  ApiResponse({
    status,
    description: STATUS_CODES[status] ?? 'OK',
    ...rest,
    schema: isArray ? { type: 'array', items: answerRef(name) } : answerRef(name),
  });

/**
 * Documents a paged list's answer: the contracts' one page shape, `{ items,
 * nextCursor }`, its items of the schema `name`.
 */
export const ApiPage = (name: AnswerName) => {
  const page = z.toJSONSchema(pageSchema(z.object({})), {
    target: 'openapi-3.0',
    io: 'output',
  }) as SchemaObject & { properties: Record<string, SchemaObject> };
  const { items, ...rest } = page.properties;
  return ApiResponse({
    status: 200,
    description: STATUS_CODES[200] ?? 'OK',
    schema: {
      ...page,
      properties: { ...rest, items: { ...items, items: answerRef(name) } },
    },
  });
};

/** Documents a route whose answer (200 unless told) is bytes of one of `mediaTypes`. */
export const ApiFileAnswer = (mediaTypes: readonly string[], description: string, status = 200) =>
  ApiResponse({
    status,
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  });
