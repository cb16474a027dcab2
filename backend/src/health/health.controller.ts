import { Controller, Get } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../common/access.decorators';
import { readiness } from '../shutdown/graceful-shutdown';

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

  /**
   * Readiness: the database answers within a second, and the process is not shutting
   * down (503 otherwise: a load balancer stops sending it requests).
   */
  @Get('ready')
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database answers within a second, not shutting down' })
  ready(): Promise<HealthCheckResult> {
    if (!readiness.accepting) {
      throw new DomainError('shutting_down');
    }
    return this.health.check([() => this.db.pingCheck('database', { timeout: 1000 })]);
  }
}
