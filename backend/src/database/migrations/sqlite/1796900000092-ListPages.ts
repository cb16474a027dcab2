import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every list is read by keyset (ADR 092): the index of each list's order ends with the id,
 * and the portfolio's order (featured first, then the manual order, then newest) gets an
 * index in those very directions, for staff (every item) and for visitors (status first).
 * The content-health panel counts from a row per item (`portfolio_item_health`), filled here
 * for the items already stored.
 */
export class ListPages1796900000092 implements MigrationInterface {
  name = 'ListPages1796900000092';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'IDX_audit_log_at',
      'IDX_audit_log_actor',
      'IDX_audit_log_action',
      'IDX_portfolio_items_status_order',
      'IDX_portfolio_items_listing',
      'IDX_contact_messages_stage_created',
      'IDX_contact_messages_created',
      'IDX_contact_messages_read_created',
      'IDX_not_found_paths_rank',
      'IDX_rights_requests_due',
      'IDX_privacy_incidents_known',
    ]) {
      await queryRunner.query(`DROP INDEX "${index}"`);
    }
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_action" ON "audit_log" ("action", "at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actorName", "at", "id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at", "id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_items_public_list" ON "portfolio_items" ("status", "featured" DESC, "display_order", "createdAt" DESC, "id" DESC) ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_items_list" ON "portfolio_items" ("featured" DESC, "display_order", "createdAt" DESC, "id" DESC) ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_stage_created" ON "contact_messages" ("stage", "createdAt", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_read_created" ON "contact_messages" ("read", "createdAt", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created" ON "contact_messages" ("createdAt", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_not_found_paths_rank" ON "not_found_paths" ("count", "lastSeen", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_rights_requests_due" ON "rights_requests" ("status", "dueAt", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_privacy_incidents_known" ON "privacy_incidents" ("knownOn", "id") ',
    );

    await queryRunner.query(
      'CREATE TABLE "portfolio_item_health" ("itemId" integer PRIMARY KEY NOT NULL, "missingAlt" integer NOT NULL, "largestOriginalBytes" integer NOT NULL, CONSTRAINT "FK_1987dcf880cbbd265b10ccbd6e8" FOREIGN KEY ("itemId") REFERENCES "portfolio_items" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_item_health_largest" ON "portfolio_item_health" ("largestOriginalBytes") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_item_health_missing_alt" ON "portfolio_item_health" ("missingAlt") ',
    );
    // What refreshItemHealth writes: images without English alt text (the cover's and the
    // gallery's), and the largest upload among the item's images.
    const bytes = (column: string) => `COALESCE(json_extract(${column}, '$.originalBytes'), 0)`;
    await queryRunner.query(
      `INSERT INTO "portfolio_item_health" ("itemId", "missingAlt", "largestOriginalBytes")
       SELECT i."id",
         (CASE WHEN i."image" IS NOT NULL AND trim(i."cover_alt") = '' THEN 1 ELSE 0 END)
           + (SELECT COUNT(*) FROM "portfolio_gallery_images" g WHERE g."itemId" = i."id" AND trim(g."alt") = ''),
         max(
           ${bytes('i."image"')},
           COALESCE((SELECT max(${bytes('g."image"')}) FROM "portfolio_gallery_images" g WHERE g."itemId" = i."id"), 0),
           COALESCE((SELECT max(max(${bytes('p."before"')}, ${bytes('p."after"')})) FROM "portfolio_before_after_pairs" p WHERE p."itemId" = i."id"), 0)
         )
       FROM "portfolio_items" i`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_portfolio_item_health_missing_alt"');
    await queryRunner.query('DROP INDEX "IDX_portfolio_item_health_largest"');
    await queryRunner.query('DROP TABLE "portfolio_item_health"');
    for (const index of [
      'IDX_privacy_incidents_known',
      'IDX_rights_requests_due',
      'IDX_not_found_paths_rank',
      'IDX_contact_messages_created',
      'IDX_contact_messages_read_created',
      'IDX_contact_messages_stage_created',
      'IDX_portfolio_items_list',
      'IDX_portfolio_items_public_list',
      'IDX_audit_log_at',
      'IDX_audit_log_actor',
      'IDX_audit_log_action',
    ]) {
      await queryRunner.query(`DROP INDEX "${index}"`);
    }
    await queryRunner.query(
      'CREATE INDEX "IDX_privacy_incidents_known" ON "privacy_incidents" ("knownOn") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_rights_requests_due" ON "rights_requests" ("status", "dueAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_not_found_paths_rank" ON "not_found_paths" ("count", "lastSeen") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_read_created" ON "contact_messages" ("read", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created" ON "contact_messages" ("createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_stage_created" ON "contact_messages" ("stage", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_items_listing" ON "portfolio_items" ("featured", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_items_status_order" ON "portfolio_items" ("status", "featured", "display_order") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_action" ON "audit_log" ("action", "at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actorName", "at") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at") ');
  }
}
