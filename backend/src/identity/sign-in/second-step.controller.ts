import { applyDecorators, Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { EnrolledSignInAnswer, LoginAnswer, TotpSetup } from '@prism/contracts';
import type { Request, Response } from 'express';
import { ApiAnswer, type AnswerName } from '../../common/api-answers';
import { ApiDomainErrors } from '../../common/api-document';
import {
  SECOND_FACTOR_MESSAGES,
  SecondFactorService,
} from '../second-factor/second-factor.service';
import { ChallengesService } from '../second-factor/challenges.service';
import {
  PasskeyAssertionDto,
  PasskeyRegistrationDto,
  SecondStepCodeDto,
  TotpCodeDto,
} from '../second-factor/second-factor.dto';
import { Public } from '../../common/access.decorators';
import { clientOf } from './auth.controller';
import { AuthService, type SecondStepClient } from './auth.service';
import {
  cookieOf,
  DEVICE_COOKIE_NAME,
  PENDING_COOKIE_NAME,
  SignInCookies,
} from './sign-in-cookies';

/**
 * The second step of a sign-in (ADR 029). Each route needs the pending sign-in cookie of a
 * password step; without it the answer is 401 and the attempt is charged to the address.
 */
@ApiTags('auth')
@Controller('api/auth/login')
@ApiTooManyRequestsResponse({ description: 'Too many attempts from this IP or for this user' })
@ApiDomainErrors({ 401: 'No sign-in under way, or a wrong code or passkey' })
export class SecondStepController {
  constructor(
    private readonly auth: AuthService,
    private readonly secondFactors: SecondFactorService,
    private readonly challenges: ChallengesService,
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
    const signedIn = await this.auth.secondStep(
      secondStepClientOf(req),
      ['verify'],
      SECOND_FACTOR_MESSAGES.wrongCode,
      // Of two requests on one pending sign-in, only the one that ends it spends its code.
      async ({ row, user }) =>
        (await this.challenges.consumeWith(row, (tx) => this.secondFactors.useCode(user, code, tx)))
          ? true
          : null,
      true,
    );
    this.cookies.signedIn(res, signedIn);
    return { message: 'Login successful', user: signedIn.user };
  }

  @SecondStepRoute(
    'passkey/options',
    'WebAuthnOptions',
    'Second step: a WebAuthn challenge for one of the account’s passkeys',
  )
  async passkeyOptions(@Req() req: Request): Promise<Record<string, unknown>> {
    const pending = await this.auth.pendingSignIn(secondStepClientOf(req), ['verify']);
    const options = await this.secondFactors.authenticationOptions(pending.user.id);
    await this.challenges.setWebAuthnChallenge(pending.row, options.challenge);
    return { ...options };
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
    const signedIn = await this.auth.secondStep(
      secondStepClientOf(req),
      ['verify'],
      SECOND_FACTOR_MESSAGES.passkeyRefused,
      async ({ row, user }) => {
        const challenge = await this.challenges.spendWebAuthnChallenge(row);
        if (!challenge) return null;
        return (await this.secondFactors.usePasskey(user.id, body, challenge)) ? true : null;
      },
    );
    this.cookies.signedIn(res, signedIn);
    return { message: 'Login successful', user: signedIn.user };
  }

  @SecondStepRoute(
    'enrol/totp',
    'TotpSetup',
    'A role that requires a second factor: a new authenticator app secret to scan',
  )
  async enrolTotp(@Req() req: Request): Promise<TotpSetup> {
    const { user } = await this.auth.pendingSignIn(secondStepClientOf(req), ['enrol']);
    return this.secondFactors.startTotp(user);
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
    const signedIn = await this.auth.secondStep(
      secondStepClientOf(req),
      ['enrol'],
      SECOND_FACTOR_MESSAGES.wrongCode,
      ({ user }) => this.secondFactors.confirmTotp(user, code),
    );
    this.cookies.signedIn(res, signedIn);
    return enrolledAnswer(signedIn);
  }

  @SecondStepRoute(
    'enrol/passkey/options',
    'WebAuthnOptions',
    'A role that requires a second factor: WebAuthn options to register a passkey',
  )
  async enrolPasskeyOptions(@Req() req: Request): Promise<Record<string, unknown>> {
    const pending = await this.auth.pendingSignIn(secondStepClientOf(req), ['enrol']);
    const { options, challenge } = await this.secondFactors.registrationOptions(pending.user);
    await this.challenges.setWebAuthnChallenge(pending.row, challenge);
    return { ...options };
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
    const signedIn = await this.auth.secondStep(
      secondStepClientOf(req),
      ['enrol'],
      SECOND_FACTOR_MESSAGES.passkeyRefused,
      async ({ row, user }) => {
        const challenge = await this.challenges.spendWebAuthnChallenge(row);
        return challenge ? this.secondFactors.register(user, body, challenge) : null;
      },
    );
    this.cookies.signedIn(res, signedIn);
    return enrolledAnswer(signedIn);
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

/** The answer of an enrolment that turned the second factor on and signed in. */
function enrolledAnswer(signedIn: {
  user: EnrolledSignInAnswer['user'];
  result: EnrolledSignInAnswer['recoveryCodes'];
}): EnrolledSignInAnswer {
  return {
    message: 'Second factor set up: you are signed in',
    user: signedIn.user,
    recoveryCodes: signedIn.result,
  };
}

function secondStepClientOf(req: Request): SecondStepClient {
  return {
    ...clientOf(req),
    deviceCookie: cookieOf(req, DEVICE_COOKIE_NAME),
    pendingToken: cookieOf(req, PENDING_COOKIE_NAME),
  };
}
