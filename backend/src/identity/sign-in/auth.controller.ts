import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type {
  AuthCheckAnswer,
  MessageAnswer,
  SessionUser,
  SignInStepAnswer,
} from '@prism/contracts';
import { ApiAnswer } from '../../common/api-answers';
import { ApiDomainErrors } from '../../common/api-document';
import type { Request, Response } from 'express';
import {
  Public,
  PublicReadingSession,
  RequireRecentAuth,
  SignedIn,
} from '../../common/access.decorators';
import { ChangePasswordDto, LoginDto, ReauthenticateDto } from './auth.dto';
import {
  CurrentSessionId,
  CurrentUser,
  OptionalSessionUser,
} from '../../common/current-user.decorator';
import { AuthService } from './auth.service';
import { cookieOf, DEVICE_COOKIE_NAME, SignInCookies } from './sign-in-cookies';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SignInCookies,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in; sets the httpOnly session cookie, or, when the account has a second factor, ' +
      'a pending sign-in cookie for the second step (no session yet)',
  })
  @ApiAnswer('SignInStep')
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this IP or for this user' })
  @ApiDomainErrors({ 401: 'Wrong username or password' })
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInStepAnswer> {
    const outcome = await this.auth.login(body, {
      ...clientOf(req),
      deviceCookie: cookieOf(req, DEVICE_COOKIE_NAME),
    });
    if (outcome.kind === 'second-step') {
      this.cookies.pending(res, outcome.pendingToken);
      return {
        message: outcome.step.enrol
          ? 'Your role requires a second factor: set one up to finish signing in'
          : 'Enter your second factor to finish signing in',
        secondStep: outcome.step,
      };
    }
    this.cookies.signedIn(res, outcome);
    return { message: 'Login successful', user: outcome.user };
  }

  @Post('logout')
  @PublicReadingSession()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out; ends every session of the signed-in user' })
  @ApiAnswer('Message')
  @ApiForbiddenResponse({ description: 'A request the browser marks as cross-site' })
  async logout(
    @OptionalSessionUser() user: SessionUser | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageAnswer> {
    if (user) await this.auth.logout(user);
    this.cookies.signedOut(res);
    return { message: 'Logout successful' };
  }

  @Post('password')
  @SignedIn()
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Change your own password; your other sessions end' })
  @ApiAnswer('Message')
  @ApiDomainErrors({ 429: 'Too many wrong current passwords; see Retry-After' })
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageAnswer> {
    const { token } = await this.auth.changePassword(user, body, clientOf(req));
    this.cookies.renewed(res, token);
    return { message: 'Password changed successfully' };
  }

  @Post('reauthenticate')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm your password (or a second-factor code) on this session; security changes ' +
      'need it within the last 5 minutes',
  })
  @ApiAnswer('Message')
  @ApiForbiddenResponse({ description: 'The password or code is incorrect' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this IP or for this user' })
  async reauthenticate(
    @CurrentUser() user: SessionUser,
    @CurrentSessionId() sessionId: string | null,
    @Body() body: ReauthenticateDto,
    @Req() req: Request,
  ): Promise<MessageAnswer> {
    await this.auth.reauthenticate(user, sessionId, body, {
      ...clientOf(req),
      deviceCookie: cookieOf(req, DEVICE_COOKIE_NAME),
    });
    return { message: 'Confirmed' };
  }

  @Get('check')
  @PublicReadingSession()
  @ApiOperation({ summary: 'Who is signed in, with their permissions' })
  @ApiAnswer('AuthCheck')
  check(@OptionalSessionUser() user: SessionUser | null): AuthCheckAnswer {
    return this.auth.check(user);
  }
}

/** The client a session record names: its address (trusted hops only) and user agent. */
export function clientOf(req: Request): { ip: string; userAgent: string } {
  return { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' };
}
