import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795305219595 implements MigrationInterface {
  name = 'Initial1795305219595';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "client_logos" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "iconType" varchar(16) NOT NULL, "iconValue" text NOT NULL, "display_order" integer DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(254) NOT NULL, "company" varchar(120) NOT NULL DEFAULT (\'\'), "service" varchar(32) NOT NULL, "message" text NOT NULL, "reply" text, "repliedAt" datetime, "read" boolean NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_read_created" ON "contact_messages" ("read", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created" ON "contact_messages" ("createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "portfolio_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(120) NOT NULL, "client" varchar(120) NOT NULL, "description" text NOT NULL, "category" varchar(32) NOT NULL, "year" varchar(4) NOT NULL, "image" text, "featured" boolean NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_items_listing" ON "portfolio_items" ("featured", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "site_settings" ("id" integer PRIMARY KEY NOT NULL, "data" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(50) NOT NULL, "passwordHash" varchar(255) NOT NULL, "role" varchar(16) NOT NULL DEFAULT (\'editor\'), "tokenVersion" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP TABLE "site_settings"');
    await queryRunner.query('DROP INDEX "IDX_portfolio_items_listing"');
    await queryRunner.query('DROP TABLE "portfolio_items"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_created"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_read_created"');
    await queryRunner.query('DROP TABLE "contact_messages"');
    await queryRunner.query('DROP TABLE "client_logos"');
  }
}
