import { In, type EntityManager } from 'typeorm';
import { Redirect } from './redirect.entities';
import { targetPath } from './redirect-rules';

/**
 * A published page moved from `from` to `to` (a slug change): `from` answers 301
 * to `to`, inside the caller's transaction. Chains are collapsed (A → B then B → C makes
 * A → C) and the new address stops being redirected, since it is a live page again.
 */
export async function redirectMovedPage(
  tx: EntityManager,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  const repo = tx.getRepository(Redirect);
  await repo.delete({ fromPath: to });
  const pointing = await repo.find({ where: { toPath: In([from]) } });
  for (const row of pointing) {
    row.toPath = to;
    row.automatic = true;
  }
  if (pointing.length > 0) await repo.save(pointing);
  // Other redirects aimed at `from` with a query or a fragment follow too.
  const withSuffix = (await repo.find({ select: { id: true, toPath: true } })).filter(
    (row) => row.toPath !== from && targetPath(row.toPath) === from,
  );
  for (const row of withSuffix) {
    await repo.update({ id: row.id }, { toPath: to + row.toPath.slice(from.length) });
  }
  const existing = await repo.findOneBy({ fromPath: from });
  if (existing) {
    await repo.update({ id: existing.id }, { toPath: to, status: 301, automatic: true });
  } else {
    await repo.insert({ fromPath: from, toPath: to, status: 301, automatic: true });
  }
}
