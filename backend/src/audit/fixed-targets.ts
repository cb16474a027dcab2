import type { AuditEntryAnswer, AuditFixedTarget } from '@prism/contracts';
import type { AuditEntry } from './audit-log';

/**
 * The target of an entry about no record staff named, by its stable key (ADR 069): no
 * words are stored, the admin words it in each person's language. `count` (rows of an
 * import) travels as the label.
 */
export function fixedTarget(
  key: AuditFixedTarget,
  count?: number,
): NonNullable<AuditEntry['target']> {
  const [type = '', id = ''] = key.split(':');
  return { type, id, label: count === undefined ? null : String(count) };
}

/** The English words entries stored before targets were keys, by type and label. */
const WORDS: Record<string, AuditFixedTarget> = {
  'settings|Site settings': 'settings:site',
  'settings|Audit log': 'settings:audit',
  'settings|Audience': 'settings:audience',
  'settings|second factor': 'settings:second-factor',
  'landing|Landing page': 'landing:landing',
  'portfolio|Portfolio order': 'portfolio:order',
  'mail|Undelivered notifications': 'mail:outbox',
  'revisions|Revisions': 'revisions:all',
};
const IMPORTED_ROWS = /^(\d+) rows$/;

type Target = Pick<AuditEntryAnswer, 'targetType' | 'targetId' | 'targetLabel'>;

/**
 * An entry's target as the API answers it: an older entry's English words become the key
 * a newer one stores (the log is append-only, so the rows themselves keep their words).
 */
export function answeredTarget({ targetType, targetId, targetLabel }: Target): Target {
  const key = WORDS[`${targetType ?? ''}|${targetLabel ?? ''}`];
  if (key) return fixedTargetAnswer(key, null);
  const rows =
    targetType === 'redirect' && targetId === null && IMPORTED_ROWS.exec(targetLabel ?? '');
  if (rows) return fixedTargetAnswer('redirect:import', rows[1] ?? null);
  return { targetType, targetId, targetLabel };
}

function fixedTargetAnswer(key: AuditFixedTarget, label: string | null): Target {
  const { type, id } = fixedTarget(key);
  return { targetType: type, targetId: String(id), targetLabel: label };
}
