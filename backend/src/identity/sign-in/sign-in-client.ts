import type { Request } from 'express';
import type { SessionClient } from '../sessions/staff-sessions.service';
import { cookieOf, DEVICE_COOKIE_NAME, PENDING_COOKIE_NAME } from './sign-in-cookies';
import type { SecondStepClient, SignInClient } from './sign-in.service';

/** The client a session record names: its address (trusted hops only) and user agent. */
export function clientOf(req: Request): SessionClient {
  return { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' };
}

/** The same, with the device cookie the sign-in limits count by. */
export function signInClientOf(req: Request): SignInClient {
  return { ...clientOf(req), deviceCookie: cookieOf(req, DEVICE_COOKIE_NAME) };
}

/** The same, with the pending sign-in of the password step. */
export function secondStepClientOf(req: Request): SecondStepClient {
  return { ...signInClientOf(req), pendingToken: cookieOf(req, PENDING_COOKIE_NAME) };
}
