import { applyDecorators, Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { EnrolledSignInAnswer, LoginAnswer, TotpSetup } from '@prism/contracts';
import type { Request, Response } from 'express';
import { ApiAnswer, type AnswerName } from '../../common/api-answers';
import { ApiDomainErrors } from '../../common/api-document';
import { Public } from '../../common/access.decorators';
import {
  PasskeyAssertionDto,
  PasskeyRegistrationDto,
  SecondStepCodeDto,
  TotpCodeDto,
} from '../second-factor/second-factor.dto';
import { secondStepClientOf } from './sign-in-client';
import { SignInCookies } from './sign-in-cookies';
import { SignInService, type SignInOutcome } from './sign-in.service';

/**
 * The second step of a sign-in, as HTTP: each route is one input of the sign-in
 * table (`SignInService`). Without the pending sign-in cookie of a password step the
 * answer is 401 and the attempt is charged to the address.
 */
@ApiTags('auth')
@Controller('api/auth/login')
@ApiTooManyRequestsResponse({ description: 'Too many attempts from this IP or for this user' })
@ApiDomainErrors({ 401: 'No sign-in under way, or a wrong code or passkey' })
export class SecondStepController {
  constructor(
    private readonly signIn: SignInService,
    private readonly cookies: SignInCookies,
  ) {}

  @SecondStepRoute(
    'code',
    'LoginAnswer',
    'Second step: a code from the authenticator app, or a recovery code',
  )
  async code(
    @Body() { code }: SecondStepCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginAnswer> {
    return this.signedIn(res, await this.signIn.code(secondStepClientOf(req), code));
  }

  @SecondStepRoute(
    'passkey/options',
    'WebAuthnOptions',
    'Second step: a WebAuthn challenge for one of the account’s passkeys',
  )
  passkeyOptions(@Req() req: Request): Promise<Record<string, unknown>> {
    return this.signIn.passkeyOptions(secondStepClientOf(req));
  }

  @SecondStepRoute(
    'passkey',
    'LoginAnswer',
    'Second step: the passkey’s answer to the challenge (single-use)',
  )
  async passkey(
    @Body() body: PasskeyAssertionDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginAnswer> {
    return this.signedIn(res, await this.signIn.passkey(secondStepClientOf(req), body));
  }

  @SecondStepRoute(
    'enrol/totp',
    'TotpSetup',
    'A role that requires a second factor: a new authenticator app secret to scan',
  )
  enrolTotp(@Req() req: Request): Promise<TotpSetup> {
    return this.signIn.enrolmentTotp(secondStepClientOf(req));
  }

  @SecondStepRoute(
    'enrol/totp/confirm',
    'EnrolledSignIn',
    'A role that requires a second factor: the first code turns it on and signs in',
  )
  async confirmEnrolTotp(
    @Body() { code }: TotpCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EnrolledSignInAnswer> {
    return this.enrolled(
      res,
      await this.signIn.confirmEnrolmentTotp(secondStepClientOf(req), code),
    );
  }

  @SecondStepRoute(
    'enrol/passkey/options',
    'WebAuthnOptions',
    'A role that requires a second factor: WebAuthn options to register a passkey',
  )
  enrolPasskeyOptions(@Req() req: Request): Promise<Record<string, unknown>> {
    return this.signIn.enrolmentPasskeyOptions(secondStepClientOf(req));
  }

  @SecondStepRoute(
    'enrol/passkey',
    'EnrolledSignIn',
    'A role that requires a second factor: the new passkey turns it on and signs in',
  )
  async enrolPasskey(
    @Body() body: PasskeyRegistrationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EnrolledSignInAnswer> {
    return this.enrolled(res, await this.signIn.enrolmentPasskey(secondStepClientOf(req), body));
  }

  private signedIn(res: Response, outcome: SignInOutcome): LoginAnswer {
    this.cookies.apply(res, outcome);
    return { message: 'Login successful', user: outcome.user };
  }

  private enrolled(res: Response, outcome: SignInOutcome): EnrolledSignInAnswer {
    this.cookies.apply(res, outcome);
    return {
      message: 'Second factor set up: you are signed in',
      user: outcome.user,
      recoveryCodes: outcome.recoveryCodes ?? [],
    };
  }
}

/** A public POST of the second step that answers 200, with its documentation. */
function SecondStepRoute(path: string, answer: AnswerName, summary: string): MethodDecorator {
  return applyDecorators(
    Post(path),
    Public(),
    HttpCode(200),
    ApiOperation({ summary }),
    ApiAnswer(answer),
  );
}
