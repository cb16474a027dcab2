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
import { AuthService, type SecondStepClient, type SignedIn } from './auth.service';
import type { OpenChallenge } from '../second-factor/challenges.service';
import type { ChallengePurpose } from '../second-factor/second-factor.entities';
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
    return this.verify(
      SECOND_FACTOR_MESSAGES.wrongCode,
      req,
      res,
      // Of two requests on one pending sign-in, only the one that ends it spends its code.
      async ({ row, user }) =>
        (await this.challenges.consumeWith(row, (tx) => this.secondFactors.useCode(user, code, tx)))
          ? true
          : null,
      true,
    );
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
    return this.verify(SECOND_FACTOR_MESSAGES.passkeyRefused, req, res, async ({ row, user }) => {
      const challenge = await this.challenges.spendWebAuthnChallenge(row);
      if (!challenge) return null;
      return (await this.secondFactors.usePasskey(user.id, body, challenge)) ? true : null;
    });
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
    return this.enrol(SECOND_FACTOR_MESSAGES.wrongCode, req, res, ({ user }) =>
      this.secondFactors.confirmTotp(user, code),
    );
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
    return this.enrol(SECOND_FACTOR_MESSAGES.passkeyRefused, req, res, async ({ row, user }) => {
      const challenge = await this.challenges.spendWebAuthnChallenge(row);
      return challenge ? this.secondFactors.register(user, body, challenge) : null;
    });
  }

  /** The second step of a sign-in: the check passes, the session starts. */
  private async verify(
    refusal: string,
    req: Request,
    res: Response,
    ...check: SecondStepCheck<true>
  ): Promise<LoginAnswer> {
    const signedIn = await this.finish(['verify'], refusal, req, res, ...check);
    return { message: 'Login successful', user: signedIn.user };
  }

  /** A sign-in that must set up a factor: the new factor is on, the session starts. */
  private async enrol(
    refusal: string,
    req: Request,
    res: Response,
    ...check: SecondStepCheck<string[]>
  ): Promise<EnrolledSignInAnswer> {
    const signedIn = await this.finish(['enrol'], refusal, req, res, ...check);
    return {
      message: 'Second factor set up: you are signed in',
      user: signedIn.user,
      recoveryCodes: signedIn.result,
    };
  }

  /**
   * Runs the check of one second step on the pending sign-in of this request and, once it
   * passes, sets the session cookies; a failed check answers 401 (AuthService.secondStep).
   */
  private async finish<T>(
    purposes: ChallengePurpose[],
    refusal: string,
    req: Request,
    res: Response,
    ...[check, checkConsumes]: SecondStepCheck<T>
  ): Promise<SignedIn & { result: T }> {
    const signedIn = await this.auth.secondStep(
      secondStepClientOf(req),
      purposes,
      refusal,
      check,
      checkConsumes,
    );
    this.cookies.signedIn(res, signedIn);
    return signedIn;
  }
}

/** The check of a second step, and whether it ends the pending sign-in itself. */
type SecondStepCheck<T> = [
  check: (pending: OpenChallenge) => Promise<T | null>,
  checkConsumes?: boolean,
];

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

function secondStepClientOf(req: Request): SecondStepClient {
  return {
    ...clientOf(req),
    deviceCookie: cookieOf(req, DEVICE_COOKIE_NAME),
    pendingToken: cookieOf(req, PENDING_COOKIE_NAME),
  };
}
