import { canonicalSitePath, isSitePage } from '@prism/contracts';

/**
 * Why the site would never follow a redirect from `fromPath` (a field code), or null when
 * it would: a path it answers before its redirects or never as a page (isSitePage), in any
 * case, or a form of a path the site first answers 301 to its one form (canonicalSitePath).
 */
export function unusedFromPath(
  fromPath: string,
): { code: 'never_redirected' } | { code: 'not_canonical'; params: { canonical: string } } | null {
  if (!isSitePage(fromPath)) return { code: 'never_redirected' };
  const canonical = canonicalSitePath(fromPath);
  return canonical === fromPath ? null : { code: 'not_canonical', params: { canonical } };
}

/**
 * The one-hop rule (ADR 059): a redirect's target is never itself redirected, and no
 * redirect points at itself. Checked over the whole table as it would be after a change.
 */

/** The site path a target names (its query and fragment cut), or null for another site. */
export function targetPath(toPath: string): string | null {
  if (!toPath.startsWith('/')) return null;
  return toPath.split(/[?#]/)[0] ?? toPath;
}

export interface HopError {
  from: string;
  field: 'fromPath' | 'toPath';
  code: 'redirect_loop' | 'redirect_chain';
  message: string;
}

/**
 * What breaks the rule among the `changed` redirects of `table` (from → to, the table as it
 * would be): a loop (to itself), a target that is redirected in turn (a chain), or a
 * from-path that other redirects point at (which would make theirs a chain).
 */
export function hopErrors(
  table: ReadonlyMap<string, string>,
  changed: Iterable<string>,
): HopError[] {
  const pointingAt = new Map<string, string[]>();
  for (const [from, to] of table) {
    const path = targetPath(to);
    if (path === null) continue;
    pointingAt.set(path, [...(pointingAt.get(path) ?? []), from]);
  }
  const errors: HopError[] = [];
  for (const from of changed) {
    const to = table.get(from);
    if (to === undefined) continue;
    const path = targetPath(to);
    if (path === from) {
      errors.push({
        from,
        field: 'toPath',
        code: 'redirect_loop',
        message: `toPath ${to} is the redirect's own fromPath: a loop`,
      });
      continue;
    }
    const next = path === null ? undefined : table.get(path);
    if (next !== undefined) {
      const loop = targetPath(next) === from;
      errors.push({
        from,
        field: 'toPath',
        code: loop ? 'redirect_loop' : 'redirect_chain',
        message: loop
          ? `toPath ${to} redirects back to ${from}: a loop`
          : `toPath ${to} is itself redirected to ${next}: point to ${next} instead (one hop at most)`,
      });
      continue;
    }
    const sources = (pointingAt.get(from) ?? []).filter((source) => source !== from);
    if (sources.length > 0) {
      errors.push({
        from,
        field: 'fromPath',
        code: 'redirect_chain',
        message: `fromPath ${from} is the target of ${sources.join(', ')}: a chain (one hop at most)`,
      });
    }
  }
  return errors;
}
