import {
  auditFixedTargetOf,
  type AuditEntryAnswer,
  type AuditFixedTarget,
  type AuditSettings,
} from '@prism/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/admin/shared/api';
import { pagedQuery } from '~/admin/shared/paged-list';
import { queryKeys } from '~/admin/shared/query-client';
import { dayInstant } from '~/admin/privacy/privacy-logic';
import { formatDate, isSingular } from '~/admin/shared/format';
import { m } from '~/paraglide/messages';

/** Entries per page on the audit screen. */
export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilter {
  /** A username, exactly; '' for anyone. */
  actor: string;
  /** An action, or a prefix ending in a dot ('portfolio.'); '' for every action. */
  action: string;
  /** Days as YYYY-MM-DD, inclusive; '' for open-ended. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter as the address bar holds it (?actor=ana&action=portfolio.&from=2026-11-01). */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    actor: (params.get('actor') ?? '').trim(),
    action: (params.get('action') ?? '').trim(),
    from: day('from'),
    to: day('to'),
  };
}

/** The query string of the list and of the CSV export for a filter. */
export function auditQueryString(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    if (filter[key]) params.set(key, filter[key]);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The log's pages for a filter, filtered on the server. */
export const auditQuery = (filter: AuditFilter) => ({
  ...pagedQuery<AuditEntryAnswer>(
    queryKeys.auditList(filter),
    `/api/admin/audit${auditQueryString(filter)}`,
    AUDIT_PAGE_SIZE,
  ),
  // A new filter keeps the list on screen until its first page arrives.
  placeholderData: keepPreviousData,
});

export const auditSettingsQuery = queryOptions({
  queryKey: queryKeys.auditSettings,
  queryFn: () => api<AuditSettings>('/api/admin/audit/settings'),
});

/** Saving the retention sweeps old entries at once, so the list is refetched too. */
export function useSaveAuditSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AuditSettings) =>
      api<AuditSettings>('/api/admin/audit/settings', { method: 'PUT', body: { ...settings } }),
    onSuccess: (saved) => client.setQueryData(queryKeys.auditSettings, saved),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.audit }),
  });
}

type Change = { before?: unknown; after?: unknown };

/** A value as staff read it: text without quotes, nothing as "empty". */
const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? m.admin_audit_empty()
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A value the log kept as JSON text of an object (the settings' social links, say). */
function objectOf(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || !value.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null; // cut short by the log, or not JSON: shown as it is
  }
}

/**
 * An entry's changes as lines "field: old → new" ("field: new" when created, "field: was
 * old" when deleted). A field whose values are objects is opened into one line for each
 * inner field that differs ("social.x: empty → https://x.com/prism").
 */
export function changeLines(changes: Record<string, Change>): { field: string; text: string }[] {
  return Object.entries(changes).flatMap(([field, change]) => {
    const before = objectOf(change.before);
    const after = objectOf(change.after);
    if (before || after) {
      const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
      return keys
        .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
        .map((key) => ({
          field: `${field}.${key}`,
          text: describeChange({
            ...('before' in change ? { before: before?.[key] } : {}),
            ...('after' in change ? { after: after?.[key] } : {}),
          }),
        }));
    }
    return [{ field, text: describeChange(change) }];
  });
}

function describeChange(change: Change): string {
  if (!('before' in change)) return shown(change.after);
  if (!('after' in change)) return m.admin_audit_was({ value: shown(change.before) });
  return `${shown(change.before)} → ${shown(change.after)}`;
}

/**
 * Targets the server names by a stable key rather than staff's own text (a title, a name),
 * in the staff member's language; `count` is the label the server sent with it.
 */
const FIXED_TARGETS: Record<AuditFixedTarget, (count: number) => string> = {
  'settings:site': () => m.admin_audit_area_settings(),
  'settings:audit': () => m.admin_audit_area_audit(),
  'settings:audience': () => m.admin_audit_target_audience(),
  'settings:second-factor': () => m.admin_audit_target_second_factor(),
  'landing:landing': () => m.admin_audit_target_landing(),
  'portfolio:order': () => m.admin_audit_target_portfolio_order(),
  'mail:outbox': () => m.admin_audit_target_mail_outbox(),
  'revisions:all': () => m.admin_audit_target_revisions(),
  'redirect:import': (count) =>
    isSingular(count)
      ? m.admin_audit_target_import_one()
      : m.admin_audit_target_import_many({ count }),
  'settings:privacy': () => m.admin_audit_target_privacy_settings(),
  'privacy:policy': () => m.admin_audit_target_privacy_policy(),
  'privacy:retention': () => m.admin_audit_target_privacy_retention(),
  'navigation:site': () => m.admin_audit_target_navigation(),
};

type Target = Pick<AuditEntryAnswer, 'targetType' | 'targetId' | 'targetLabel'>;

/** The lead a note or a reply belongs to: its label is `message <id>`. */
const leadOf = (label: string | null) => /^message (\d+)$/.exec(label ?? '')?.[1] ?? '?';

/**
 * A record the server names by its type and its own text (a title, a name, a path): the
 * kind of record in words, then that text (issue 49), in the staff member's language.
 */
const RECORD_TARGETS: Record<string, (name: string, id: string, label: string | null) => string> = {
  portfolio: (name) => m.admin_audit_record_portfolio({ name }),
  message: (name) => m.admin_audit_record_message({ name }),
  user: (name) => m.admin_audit_record_user({ name }),
  session: (name, id, label) =>
    label
      ? m.admin_audit_record_session({ name })
      : m.admin_audit_record_session_unnamed({ id: id.slice(0, 8) }),
  logo: (name) => m.admin_audit_record_logo({ name }),
  redirect: (name) => m.admin_audit_record_redirect({ name }),
  'not-found': (name) => m.admin_audit_record_not_found({ name }),
  note: (_name, id, label) => m.admin_audit_record_note({ id, lead: leadOf(label) }),
  reply: (_name, id, label) => m.admin_audit_record_reply({ id, lead: leadOf(label) }),
  reply_template: (name) => m.admin_audit_record_reply_template({ name }),
  'rights-request': (_name, id) => m.admin_audit_record_rights_request({ id }),
  incident: (_name, id, label) =>
    m.admin_audit_record_incident({ id, name: label ? formatDate(dayInstant(label)) : '—' }),
};

/** What an entry is about, as the audit screen shows it: in words, never a type key. */
export function targetText(entry: Target): string {
  const fixed = auditFixedTargetOf(entry);
  if (fixed) return FIXED_TARGETS[fixed](Number(entry.targetLabel ?? 0));
  const id = entry.targetId ?? '';
  const name = entry.targetLabel ?? id;
  const record = entry.targetType ? RECORD_TARGETS[entry.targetType] : undefined;
  if (record) return record(name, id, entry.targetLabel);
  if (entry.targetType) return m.admin_audit_record_other({ id: name });
  return name;
}
