import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { IdParams } from '../../common/id-params';

const sid = z.uuid({ error: 'must be a session id' });

/** `:sid` of the own-session routes. */
export class SessionParams extends createZodDto(z.object({ sid })) {}

/** `:id/…/:sid` of an owner's routes on another user's sessions. */
export class UserSessionParams extends createZodDto(IdParams.schema.extend({ sid })) {}
