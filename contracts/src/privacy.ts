/**
 * Privacy under Québec's private-sector act as amended by Law 25 (issue 46,
 * docs/privacy.md): the person in charge of personal information, the lead retention rule,
 * the news opt-in switch, the versioned privacy policy and the consent records of leads.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { localeSchema } from './locale';
import { EMAIL_DOC } from './staff-mail';

const noNul = (label: string) =>
  [(v: string) => !v.includes('\u0000'), `${label} must not contain NUL characters`] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label));

export const PRIVACY_LIMITS = {
  officerName: 120,
  officerTitle: 160,
  address: 500,
  email: 254,
  sectionText: 20_000,
  retentionMonths: { min: 1, max: 120, default: 24 },
  /** Leads the retention job treats per transaction. */
  retentionBatch: 100,
} as const;

/** What happens to a lead once its retention period has passed. */
export const RETENTION_ACTIONS = ['anonymise', 'destroy'] as const;
export type RetentionAction = (typeof RETENTION_ACTIONS)[number];

const bilingual = (label: string, max: number) =>
  z.object({ fr: text(`${label} (French)`, max), en: text(`${label} (English)`, max) });

export const privacyOfficerSchema = z.object({
  /** A person's name, or a title when the agency publishes the function rather than the person. */
  name: text('Name or title of the person in charge', PRIVACY_LIMITS.officerName),
  title: bilingual('Title of the person in charge', PRIVACY_LIMITS.officerTitle),
  email: z
    .string({ error: 'E-mail of the person in charge is required' })
    .trim()
    .max(PRIVACY_LIMITS.email)
    .pipe(z.email('Please enter a valid email address'))
    .meta(EMAIL_DOC),
  address: text('Postal address of the person in charge', PRIVACY_LIMITS.address),
});
export type PrivacyOfficer = z.infer<typeof privacyOfficerSchema>;

export const privacySettingsSchema = z.object({
  officer: privacyOfficerSchema,
  retention: z.object({
    months: z
      .number({ error: 'Retention must be a whole number of months' })
      .int('Retention must be a whole number of months')
      .min(
        PRIVACY_LIMITS.retentionMonths.min,
        `Retention must be between ${PRIVACY_LIMITS.retentionMonths.min} and ${PRIVACY_LIMITS.retentionMonths.max} months`,
      )
      .max(
        PRIVACY_LIMITS.retentionMonths.max,
        `Retention must be between ${PRIVACY_LIMITS.retentionMonths.min} and ${PRIVACY_LIMITS.retentionMonths.max} months`,
      ),
    action: z.enum(RETENTION_ACTIONS, {
      error: "Retention action must be 'anonymise' or 'destroy'",
    }),
  }),
  /** Whether the contact form offers the separate, unticked news opt-in (CASL). Off by default. */
  newsOptIn: z.boolean({ error: 'News opt-in must be true or false' }),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/**
 * Until an owner saves them: the person with the highest authority (the law's default), at
 * the agency's demo address, leads anonymised 24 months after their last activity.
 */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  officer: {
    name: 'Présidence de Prism',
    title: {
      fr: 'Responsable de la protection des renseignements personnels (la personne ayant la plus haute autorité)',
      en: 'Person in charge of the protection of personal information (the person with the highest authority)',
    },
    email: 'hello@prism.studio',
    address: 'Prism, Montréal (Québec) Canada',
  },
  retention: { months: PRIVACY_LIMITS.retentionMonths.default, action: 'anonymise' },
  newsOptIn: false,
};

/**
 * The sections every policy version holds, in the order the page shows them: each one an
 * obligation of the act (docs/privacy.md names which).
 */
export const POLICY_SECTIONS = [
  'collected',
  'purposes',
  'consent',
  'audience',
  'storage',
  'processors',
  'retention',
  'access',
  'rights',
  'complaints',
  'incidents',
  'changes',
] as const;
export type PolicySection = (typeof POLICY_SECTIONS)[number];

const section = (key: PolicySection) =>
  z.object({
    title: bilingual(`Section ${key} title`, 200),
    body: bilingual(`Section ${key} text`, PRIVACY_LIMITS.sectionText),
  });

export const policySectionsSchema = z.object(
  Object.fromEntries(POLICY_SECTIONS.map((key) => [key, section(key)])) as {
    [K in PolicySection]: ReturnType<typeof section>;
  },
);
export type PolicySections = z.infer<typeof policySectionsSchema>;

/** A new version to publish: every section in both languages. */
export const privacyPolicyInputSchema = z.object({ sections: policySectionsSchema });
export type PrivacyPolicyInput = z.infer<typeof privacyPolicyInputSchema>;

const timestamp = z.iso.datetime();

export const privacyPolicySchema = z.object({
  version: z
    .number()
    .int()
    .describe('1 is the policy the product ships with; each publication adds one'),
  publishedAt: timestamp.describe('The "last updated" date the page shows'),
  publishedBy: z.string().describe('A username, or system for the shipped policy'),
  sections: policySectionsSchema,
});
export type PrivacyPolicyAnswer = z.infer<typeof privacyPolicySchema>;

export const privacyPolicySummarySchema = privacyPolicySchema.omit({ sections: true });
export type PrivacyPolicySummary = z.infer<typeof privacyPolicySummarySchema>;

/** What every public page needs: the person in charge, the switches, the policy in force. */
export const publicPrivacySchema = z.object({
  officer: privacyOfficerSchema,
  retention: privacySettingsSchema.shape.retention,
  newsOptIn: z.boolean(),
  policy: privacyPolicySchema.describe('The version in force, {retentionMonths} filled in'),
});
export type PublicPrivacyAnswer = z.infer<typeof publicPrivacySchema>;

export const CONSENT_PURPOSES = ['inquiry', 'news'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How a consent reached the API: the page's script, or the form posted without it. */
export const CONSENT_CHANNELS = ['script', 'form', 'api'] as const;

export const consentRecordSchema = z.object({
  purpose: z
    .enum(CONSENT_PURPOSES)
    .describe('inquiry: to answer the message; news: the infolettre'),
  policyVersion: z.number().int().describe('The policy version the person saw'),
  locale: localeSchema.describe('The language the policy was shown in'),
  channel: z.enum(CONSENT_CHANNELS),
  givenAt: timestamp,
  withdrawnAt: timestamp.nullable(),
});
export type ConsentRecordAnswer = z.infer<typeof consentRecordSchema>;

/** What the contact form adds to a submission: the policy seen and the news opt-in. */
export const contactConsentFields = {
  policyVersion: z
    .number({ error: 'Policy version must be a whole number' })
    .int('Policy version must be a whole number')
    .min(1, 'Policy version must be a whole number')
    .max(1_000_000, 'Policy version must be a whole number')
    .optional()
    .describe('The privacy policy version the form showed; the one in force when absent'),
  newsOptIn: z
    .boolean({ error: 'News opt-in must be true or false' })
    .optional()
    .describe(
      'The separate news opt-in, ticked by the person; ignored while the agency has it off',
    ),
  consentChannel: z
    .enum(CONSENT_CHANNELS, { error: 'Consent channel must be script, form or api' })
    .optional()
    .describe('How the form was sent; api when absent'),
};

/** Rights requests (ss. 27–32 of the act): what a person may ask, answered within 30 days. */
export const RIGHTS_KINDS = [
  'access',
  'rectification',
  'erasure',
  'portability',
  'withdrawal',
] as const;
export type RightsKind = (typeof RIGHTS_KINDS)[number];
/** unconfirmed: waiting for the link sent to the address; open: to answer; done: answered. */
export const RIGHTS_STATUSES = ['unconfirmed', 'open', 'done'] as const;

export const RIGHTS_LIMITS = {
  /** The act's deadline: silence after it counts as a refusal. */
  dueDays: 30,
  /** How long the confirmation link works. */
  confirmHours: 24,
  /** Public requests per client address per hour: the same answer either way. */
  perIpPerHour: 5,
  outcome: 2000,
} as const;

const personEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(PRIVACY_LIMITS.email, `Email must be at most ${PRIVACY_LIMITS.email} characters`)
  .pipe(z.email('Please enter a valid email address'))
  .meta(EMAIL_DOC);

const rightsKind = z.enum(RIGHTS_KINDS, {
  error: `Request must be one of ${RIGHTS_KINDS.join(', ')}`,
});

/** The public request form. */
export const publicRightsRequestSchema = z.object({
  email: personEmail,
  kind: rightsKind,
  locale: localeSchema.optional().describe('The language of the form: the mail is in it'),
});

/** A request staff received another way (a letter, a call), recorded as confirmed. */
export const staffRightsRequestSchema = z.object({
  email: personEmail,
  kind: rightsKind,
  locale: localeSchema.optional(),
});

export const rightsConfirmSchema = z.object({
  token: z
    .string({ error: 'Token is required' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Token must be the 43 characters of the link'),
});

export const rightsCloseSchema = z.object({
  outcome: text('Outcome', RIGHTS_LIMITS.outcome).describe('What was answered, for the record'),
});

export const rightsRequestSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  kind: z.enum(RIGHTS_KINDS),
  status: z.enum(RIGHTS_STATUSES),
  locale: localeSchema,
  source: z.enum(['public', 'staff']),
  receivedAt: timestamp,
  dueAt: timestamp.describe('receivedAt plus 30 days: the answer is owed by then'),
  confirmedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  outcome: z.string().nullable(),
});
export type RightsRequestAnswer = z.infer<typeof rightsRequestSchema>;

const row = z.record(z.string(), z.unknown());

/** Everything stored about one address, as the export gives it (JSON; the CSV flattens it). */
export const personDataSchema = z.object({
  email: z.string(),
  exportedAt: timestamp,
  leads: z.array(row),
  notes: z.array(row),
  replies: z.array(row),
  mailJobs: z.array(row),
  consents: z.array(row),
  auditMentions: z.array(row),
  requests: z.array(row),
});
export type PersonDataAnswer = z.infer<typeof personDataSchema>;

/** What an erasure removed, and what it kept with the reason the law gives. */
export const erasureSchema = z.object({
  removed: z.object({
    leads: z.number().int(),
    notes: z.number().int(),
    replies: z.number().int(),
    mailJobs: z.number().int(),
    consents: z.number().int(),
  }),
  kept: z.array(z.object({ what: z.string(), why: z.string() })),
  request: rightsRequestSchema,
});
export type ErasureAnswer = z.infer<typeof erasureSchema>;

/**
 * The register of confidentiality incidents (s. 3.8 of the act; Regulation respecting
 * confidentiality incidents, s. 2): every field the regulation names, required unless it
 * may not be known yet (the notice dates: null until sent, with the reason when none is
 * owed).
 */
export const INCIDENT_LIMITS = { text: 5000, short: 500, people: 100_000_000 } as const;
export const INCIDENT_RISKS = ['serious', 'not_serious', 'being_assessed'] as const;

const day = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

export const incidentSchema = z
  .object({
    information: text('Information concerned', INCIDENT_LIMITS.text).describe(
      'A description of the personal information the incident concerns (or why it is not known)',
    ),
    circumstances: text('Circumstances', INCIDENT_LIMITS.text),
    occurredFrom: day('Start of the incident'),
    occurredTo: day('End of the incident')
      .nullable()
      .describe('Null when it happened on one day or is not known to have ended'),
    knownOn: day('Date the incident became known'),
    peopleConcerned: z
      .number({ error: 'People concerned must be a whole number' })
      .int('People concerned must be a whole number')
      .min(0, 'People concerned must be 0 or more')
      .max(INCIDENT_LIMITS.people, 'People concerned is too large'),
    riskAssessment: text('Risk of serious injury assessment', INCIDENT_LIMITS.text).describe(
      'The sensitivity of the information, its foreseeable misuse and the likelihood of harm',
    ),
    risk: z.enum(INCIDENT_RISKS, {
      error: `Risk must be one of ${INCIDENT_RISKS.join(', ')}`,
    }),
    commissionNotifiedOn: day('Date of the notice to the Commission').nullable(),
    peopleNotifiedOn: day('Date of the notice to the people').nullable(),
    measures: text('Measures taken', INCIDENT_LIMITS.text),
  })
  .strict()
  .superRefine((incident, ctx) => {
    if (incident.occurredTo !== null && incident.occurredTo < incident.occurredFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['occurredTo'],
        message: 'End of the incident must not be before its start',
        params: fieldCode('before_start'),
      });
    }
    if (incident.knownOn < incident.occurredFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['knownOn'],
        message: 'Date the incident became known must not be before its start',
        params: fieldCode('before_start'),
      });
    }
    // A risk of serious injury must be notified "promptly" (s. 3.5): the register says when.
    if (incident.risk === 'serious' && incident.commissionNotifiedOn === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['commissionNotifiedOn'],
        message: 'A risk of serious injury needs the date of the notice to the Commission',
        params: fieldCode('required_when_serious'),
      });
    }
    if (incident.risk === 'serious' && incident.peopleNotifiedOn === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['peopleNotifiedOn'],
        message: 'A risk of serious injury needs the date of the notice to the people',
        params: fieldCode('required_when_serious'),
      });
    }
  });
export type IncidentInput = z.infer<typeof incidentSchema>;

export const incidentAnswerSchema = z.object({
  id: z.number().int(),
  information: z.string(),
  circumstances: z.string(),
  occurredFrom: z.string(),
  occurredTo: z.string().nullable(),
  knownOn: z.string(),
  peopleConcerned: z.number().int(),
  riskAssessment: z.string(),
  risk: z.enum(INCIDENT_RISKS),
  commissionNotifiedOn: z.string().nullable(),
  peopleNotifiedOn: z.string().nullable(),
  measures: z.string(),
  recordedBy: z.string(),
  recordedAt: timestamp,
  updatedAt: timestamp,
});
export type IncidentAnswer = z.infer<typeof incidentAnswerSchema>;
