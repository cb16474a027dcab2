import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../common/access.decorators';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  alive(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /** Readiness: the database answers within a second (503 otherwise). */
  @Get('ready')
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database answers within a second' })
  ready(): Promise<HealthCheckResult> {
    return this.health.check([() => this.db.pingCheck('database', { timeout: 1000 })]);
  }
}
