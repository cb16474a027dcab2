import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795305222820 implements MigrationInterface {
  name = 'Initial1795305222820';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "client_logos" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "iconType" character varying(16) NOT NULL, "iconValue" text NOT NULL, "display_order" integer DEFAULT \'0\', "active" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_c845233ea03a52432b9a6010c1d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "company" character varying(120) NOT NULL DEFAULT \'\', "service" character varying(32) NOT NULL, "message" text NOT NULL, "reply" text, "repliedAt" TIMESTAMP, "read" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_read_created" ON "contact_messages"  ("read", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created" ON "contact_messages"  ("createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "portfolio_items" ("id" SERIAL NOT NULL, "title" character varying(120) NOT NULL, "client" character varying(120) NOT NULL, "description" text NOT NULL, "category" character varying(32) NOT NULL, "year" character varying(4) NOT NULL, "image" text, "featured" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_c636df11b3cc98f390c8efc656a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_portfolio_items_listing" ON "portfolio_items"  ("featured", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "site_settings" ("id" integer NOT NULL, "data" text NOT NULL, "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "users" ("id" SERIAL NOT NULL, "username" character varying(50) NOT NULL, "passwordHash" character varying(255) NOT NULL, "role" character varying(16) NOT NULL DEFAULT \'editor\', "tokenVersion" integer NOT NULL DEFAULT \'0\', "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP TABLE "site_settings"');
    await queryRunner.query('DROP INDEX "public"."IDX_portfolio_items_listing"');
    await queryRunner.query('DROP TABLE "portfolio_items"');
    await queryRunner.query('DROP INDEX "public"."IDX_contact_messages_created"');
    await queryRunner.query('DROP INDEX "public"."IDX_contact_messages_read_created"');
    await queryRunner.query('DROP TABLE "contact_messages"');
    await queryRunner.query('DROP TABLE "client_logos"');
  }
}
