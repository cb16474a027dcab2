import { slugify } from '@prism/contracts';
import type { QueryRunner } from 'typeorm';

/**
 * Gives every item saved before the site had two languages an English slug made from its
 * title, unique among them (a number is added to a repeat), on either database. The texts stay English.
 */
export async function addEnglishSlugs(
  queryRunner: QueryRunner,
  param: (n: number) => string,
): Promise<void> {
  const rows = (await queryRunner.query(
    'SELECT "id", "title" FROM "portfolio_items" ORDER BY "id"',
  )) as { id: number; title: string }[];
  const taken = new Set<string>();
  for (const row of rows) {
    const base = slugify(row.title);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await queryRunner.query(
      `UPDATE "portfolio_items" SET "slug_en" = ${param(1)} WHERE "id" = ${param(2)}`,
      [slug, row.id],
    );
  }
}
