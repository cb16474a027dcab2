import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The one row (id 1) of audit settings; the database's delete rule reads it too. */
@Entity('audit_settings')
export class AuditSettingsRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  retentionDays: number;
}
