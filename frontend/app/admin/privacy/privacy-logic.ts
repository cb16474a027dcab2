import {
  incidentSchema,
  privacySettingsSchema,
  type IncidentAnswer,
  type IncidentInput,
  type PrivacySettings,
  type RightsRequestAnswer,
} from '@prism/contracts';
import { z } from 'zod';

/**
 * The privacy screens' pure rules (issue 46): where a request stands against its 30-day
 * deadline, and the forms' text fields turned into what the contracts' schemas parse.
 */

export type DueState = 'done' | 'overdue' | 'due-soon' | 'on-time';

/** Days before the deadline from which an open request is flagged as due soon. */
export const DUE_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A request against its deadline: answered ones are done; past `dueAt` an unanswered one is
 * overdue (the act counts silence as a refusal), within a week of it due soon.
 */
export function dueState(
  request: Pick<RightsRequestAnswer, 'status' | 'dueAt'>,
  now: Date = new Date(),
): DueState {
  if (request.status === 'done') return 'done';
  const left = new Date(request.dueAt).getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_DAYS * DAY_MS ? 'due-soon' : 'on-time';
}

/** A day the register stores (YYYY-MM-DD) as an instant at noon UTC, so no time zone moves it. */
export const dayInstant = (day: string): string => `${day}T12:00:00.000Z`;

/** The incident form's fields: what inputs hold (dates and the count as text). */
export interface IncidentDraft {
  information: string;
  circumstances: string;
  occurredFrom: string;
  occurredTo: string;
  knownOn: string;
  peopleConcerned: string;
  riskAssessment: string;
  risk: string;
  commissionNotifiedOn: string;
  peopleNotifiedOn: string;
  measures: string;
}

export const EMPTY_INCIDENT: IncidentDraft = {
  information: '',
  circumstances: '',
  occurredFrom: '',
  occurredTo: '',
  knownOn: '',
  peopleConcerned: '',
  riskAssessment: '',
  risk: 'being_assessed',
  commissionNotifiedOn: '',
  peopleNotifiedOn: '',
  measures: '',
};

/** A stored incident in the form's fields. */
export function incidentDraft(incident: IncidentAnswer): IncidentDraft {
  return {
    information: incident.information,
    circumstances: incident.circumstances,
    occurredFrom: incident.occurredFrom,
    occurredTo: incident.occurredTo ?? '',
    knownOn: incident.knownOn,
    peopleConcerned: String(incident.peopleConcerned),
    riskAssessment: incident.riskAssessment,
    risk: incident.risk,
    commissionNotifiedOn: incident.commissionNotifiedOn ?? '',
    peopleNotifiedOn: incident.peopleNotifiedOn ?? '',
    measures: incident.measures,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** A count field's text as a number; empty or not a number stays as is for the schema to refuse. */
function count(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isNaN(value) ? trimmed : value;
}

/** The form's fields as the API's body: empty optional dates are null, the count a number. */
export function incidentFromDraft(draft: IncidentDraft): Record<string, unknown> {
  return {
    ...draft,
    occurredTo: orNull(draft.occurredTo),
    commissionNotifiedOn: orNull(draft.commissionNotifiedOn),
    peopleNotifiedOn: orNull(draft.peopleNotifiedOn),
    peopleConcerned: count(draft.peopleConcerned),
  };
}

/** The contracts' incident schema over the form's text fields (the server parses the same). */
export const incidentFormSchema = z.preprocess(
  (value) => incidentFromDraft(value as IncidentDraft),
  incidentSchema,
) as unknown as z.ZodType<IncidentInput, IncidentDraft>;

/** The settings form's fields: the retention period as text. */
export type SettingsDraft = Omit<PrivacySettings, 'retention'> & {
  retention: { months: string; action: PrivacySettings['retention']['action'] };
};

export function settingsDraft(settings: PrivacySettings): SettingsDraft {
  return {
    ...settings,
    retention: { ...settings.retention, months: String(settings.retention.months) },
  };
}

export function settingsFromDraft(draft: SettingsDraft): Record<string, unknown> {
  return { ...draft, retention: { ...draft.retention, months: count(draft.retention.months) } };
}

export const settingsFormSchema = z.preprocess(
  (value) => settingsFromDraft(value as SettingsDraft),
  privacySettingsSchema,
) as unknown as z.ZodType<PrivacySettings, SettingsDraft>;
