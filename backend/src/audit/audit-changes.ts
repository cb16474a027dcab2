import { AUDIT_LIMITS, type AuditChanges } from '@prism/contracts';

/**
 * Field names whose values never reach the log: passwords and their hashes, tokens,
 * secrets, recovery codes, second-factor material. Such a field shows as changed only.
 */
const SECRET_FIELD = /pass(word)?|hash|token|secret|recovery|totp|otp|credential|private/i;

/** What a secret field shows instead of its value. */
export const SECRET_CHANGED = '(changed)';

type Fields = Record<string, unknown>;

/**
 * The before/after summary of a change: only the fields whose value differs, each value
 * cut short. `created` has no before, `deleted` no after. `fields` limits it to the
 * fields worth naming (an entity row holds more than staff changed).
 */
export function changesOf(
  before: object | null | undefined,
  after: object | null | undefined,
  fields?: readonly string[],
): AuditChanges {
  const b = (before ?? {}) as Fields;
  const a = (after ?? {}) as Fields;
  const names = fields ?? [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changes: AuditChanges = {};
  for (const name of names) {
    const was = shortValue(b[name]);
    const now = shortValue(a[name]);
    if (before && after && JSON.stringify(was) === JSON.stringify(now)) continue;
    if (SECRET_FIELD.test(name)) {
      changes[name] = { after: SECRET_CHANGED };
      continue;
    }
    changes[name] = {
      ...(before ? { before: was } : {}),
      ...(after ? { after: now } : {}),
    };
  }
  return changes;
}

/** A value small enough for a log line: dates as ISO text, anything long cut with "…". */
export function shortValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  const max = AUDIT_LIMITS.summaryValueChars;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
