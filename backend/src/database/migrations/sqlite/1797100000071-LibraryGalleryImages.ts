import type { MigrationInterface, QueryRunner } from 'typeorm';

const FK = (name: string) =>
  `CONSTRAINT "${name}" FOREIGN KEY ("itemId") REFERENCES "portfolio_items" ("id") ON DELETE CASCADE ON UPDATE NO ACTION`;

/**
 * The two tables: their columns with the image columns' rule (NOT NULL before) and the
 * library columns (after), the columns both have, and what an uploaded part holds.
 */
const TABLES = [
  {
    name: 'portfolio_gallery_images',
    index:
      '"IDX_portfolio_gallery_images_item" ON "portfolio_gallery_images" ("itemId", "position")',
    columns: (image: string, media: string) =>
      `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "itemId" integer NOT NULL, "position" integer NOT NULL, "image" text${image}, "alt" varchar(200) NOT NULL, "caption" varchar(300) NOT NULL DEFAULT (''), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "alt_fr" varchar(200) NOT NULL DEFAULT (''), "caption_fr" varchar(300) NOT NULL DEFAULT ('')${media}, ${FK('FK_6d8543f9a84c74c81c0457bfead')}`,
    copied:
      '"id", "itemId", "position", "image", "alt", "caption", "createdAt", "alt_fr", "caption_fr"',
    media: ', "media_id" integer',
    uploaded: '"image" IS NOT NULL',
  },
  {
    name: 'portfolio_before_after_pairs',
    index:
      '"IDX_portfolio_before_after_pairs_item" ON "portfolio_before_after_pairs" ("itemId", "position")',
    columns: (image: string, media: string) =>
      `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "itemId" integer NOT NULL, "position" integer NOT NULL, "label" varchar(200) NOT NULL, "before" text${image}, "after" text${image}, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "label_fr" varchar(200) NOT NULL DEFAULT ('')${media}, ${FK('FK_f9eedc2e3c7aa0d2653e873af7d')}`,
    copied: '"id", "itemId", "position", "label", "before", "after", "createdAt", "label_fr"',
    media: ', "before_media_id" integer, "after_media_id" integer',
    uploaded: '"before" IS NOT NULL AND "after" IS NOT NULL',
  },
];
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

/**
 * A project's gallery image, and each side of a before/after pair, may be a media library
 * image named by id (ADR 097) instead of the row's own upload, so the image columns take
 * NULL. SQLite changes NOT NULL only by building the table again, and its content-version
 * triggers with it. Going down drops the parts that are library images: the old columns
 * cannot hold them.
 */
export class LibraryGalleryImages1797100000071 implements MigrationInterface {
  name = 'LibraryGalleryImages1797100000071';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await rebuild(queryRunner, table, {
        columns: table.columns('', table.media),
        copied: table.copied,
      });
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`DELETE FROM "${table.name}" WHERE NOT (${table.uploaded})`);
      await rebuild(queryRunner, table, {
        columns: table.columns(' NOT NULL', ''),
        copied: table.copied,
      });
    }
  }
}

async function rebuild(
  queryRunner: QueryRunner,
  table: (typeof TABLES)[number],
  { columns, copied }: { columns: string; copied: string },
): Promise<void> {
  const { name } = table;
  await queryRunner.query(`CREATE TABLE "${name}_new" (${columns})`);
  await queryRunner.query(`INSERT INTO "${name}_new" (${copied}) SELECT ${copied} FROM "${name}"`);
  await queryRunner.query(`DROP TABLE "${name}"`);
  await queryRunner.query(`ALTER TABLE "${name}_new" RENAME TO "${name}"`);
  await queryRunner.query(`CREATE INDEX ${table.index} `);
  for (const event of EVENTS) {
    await queryRunner.query(
      `CREATE TRIGGER "${name}_${event.toLowerCase()}_content_version" AFTER ${event} ON "${name}" BEGIN UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1; END`,
    );
  }
}
