import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Permission } from '@prism/contracts';
import { RequirePermissions } from './access.decorators';
import { ApiAnswer } from './api-answers';

/**
 * A staff action that answers 200 with `{ message }` (a delete, a mark, an end): its
 * route, the permission it needs and its documentation, in one decorator.
 */
export const MessageRoute = (route: MethodDecorator, permission: Permission, summary: string) =>
  applyDecorators(
    route,
    RequirePermissions(permission),
    HttpCode(200),
    ApiOperation({ summary }),
    ApiAnswer('Message'),
  );
