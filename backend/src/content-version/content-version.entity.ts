import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row (id 1): a counter the database itself raises on every write to public content
 * (portfolio items, client logos, site settings), with triggers created by the migrations,
 * so no write path can forget it and the bump commits with the write (ADR 019).
 */
@Entity('content_version')
export class ContentVersion {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  version: number;
}
