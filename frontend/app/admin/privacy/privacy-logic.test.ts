import { describe, expect, it } from 'vitest';
import {
  dayInstant,
  dueState,
  EMPTY_INCIDENT,
  incidentFormSchema,
  settingsDraft,
  settingsFormSchema,
} from './privacy-logic';
import { DEFAULT_PRIVACY_SETTINGS } from '@prism/contracts';

const now = new Date('2026-11-28T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('a rights request against its 30-day deadline', () => {
  it('is overdue once the due date has passed unanswered', () => {
    expect(dueState({ status: 'open', dueAt: inDays(-1) }, now)).toBe('overdue');
    expect(dueState({ status: 'unconfirmed', dueAt: inDays(-0.01) }, now)).toBe('overdue');
  });
  it('is due soon within a week of the deadline, on time before', () => {
    expect(dueState({ status: 'open', dueAt: inDays(7) }, now)).toBe('due-soon');
    expect(dueState({ status: 'open', dueAt: inDays(7.5) }, now)).toBe('on-time');
  });
  it('is done once answered, late or not', () => {
    expect(dueState({ status: 'done', dueAt: inDays(-10) }, now)).toBe('done');
  });
});

describe('the incident form over the contracts’ schema', () => {
  const complete = {
    ...EMPTY_INCIDENT,
    information: 'Names and e-mails of 12 leads',
    circumstances: 'A report sent to the wrong client',
    occurredFrom: '2026-11-20',
    knownOn: '2026-11-21',
    peopleConcerned: '12',
    riskAssessment: 'Low sensitivity; the recipient deleted it',
    risk: 'not_serious',
    measures: 'Recipient confirmed deletion',
  };

  it('turns empty optional dates into null and the count into a number', () => {
    const parsed = incidentFormSchema.safeParse(complete);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      occurredTo: null,
      commissionNotifiedOn: null,
      peopleNotifiedOn: null,
      peopleConcerned: 12,
    });
  });

  it('names each missing field', () => {
    const parsed = incidentFormSchema.safeParse({ ...complete, measures: '', peopleConcerned: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'measures',
      'peopleConcerned',
    ]);
  });

  it('keeps a text count for the schema to refuse', () => {
    const parsed = incidentFormSchema.safeParse({ ...complete, peopleConcerned: 'a dozen' });
    expect(parsed.error?.issues[0]?.path).toEqual(['peopleConcerned']);
  });
});

describe('the privacy settings form', () => {
  it('round-trips the retention months through text', () => {
    const draft = settingsDraft(DEFAULT_PRIVACY_SETTINGS);
    expect(draft.retention.months).toBe('24');
    expect(settingsFormSchema.parse(draft)).toEqual(DEFAULT_PRIVACY_SETTINGS);
    const refused = settingsFormSchema.safeParse({
      ...draft,
      retention: { ...draft.retention, months: '0' },
    });
    expect(refused.error?.issues[0]?.path).toEqual(['retention', 'months']);
  });
});

it('reads a register day at noon UTC, so no time zone moves it to the day before', () => {
  expect(dayInstant('2026-11-20')).toBe('2026-11-20T12:00:00.000Z');
});
