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
import { SignInCookies } from './sign-in-cookies';
import { clientOf, signInClientOf } from './sign-in-client';
import { SignInService } from './sign-in.service';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
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
    const outcome = await this.signIn.password(body, signInClientOf(req));
    this.cookies.apply(res, outcome);
    if (outcome.step) {
      return {
        message: outcome.step.enrol
          ? 'Your role requires a second factor: set one up to finish signing in'
          : 'Enter your second factor to finish signing in',
        secondStep: outcome.step,
      };
    }
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
    this.cookies.apply(res, await this.signIn.signOut(user));
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
    this.cookies.apply(res, await this.signIn.changePassword(user, body, clientOf(req)));
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
    await this.signIn.reauthenticate(user, sessionId, body, signInClientOf(req));
    return { message: 'Confirmed' };
  }

  @Get('check')
  @PublicReadingSession()
  @ApiOperation({ summary: 'Who is signed in, with their permissions' })
  @ApiAnswer('AuthCheck')
  check(@OptionalSessionUser() user: SessionUser | null): AuthCheckAnswer {
    return this.signIn.check(user);
  }
}
