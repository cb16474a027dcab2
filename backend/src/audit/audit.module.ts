import { Global, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditRecord } from './audit-entry.entity';
import { AuditLog } from './audit-log';
import { AuditQueryService } from './audit-query.service';
import { AuditRetention } from './audit-retention.service';
import { auditScope } from './audit-scope';
import { AuditSettingsRow } from './audit-settings.entity';

/**
 * The audit log. Global, so every write path can take `AuditLog` without its
 * module importing this one.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditRecord, AuditSettingsRow])],
  controllers: [AuditController],
  providers: [AuditLog, AuditQueryService, AuditRetention],
  exports: [AuditLog],
})
export class AuditModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(auditScope).forRoutes('*path');
  }
}
