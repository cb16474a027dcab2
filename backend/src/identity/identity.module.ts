import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccountLinksController } from './account-links/account-links.controller';
import { AccountLinksService } from './account-links/account-links.service';
import { ResetThrottle } from './account-links/reset-throttle.service';
import { ChallengesService } from './second-factor/challenges.service';
import { SecondFactorController } from './second-factor/second-factor.controller';
import { SecondFactorRolesController } from './second-factor/second-factor-roles.controller';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SecretBox } from './second-factor/secret-box';
import { SessionsController } from './sessions/sessions.controller';
import { StaffSessionsService } from './sessions/staff-sessions.service';
import { AccessGuard } from './sign-in/access.guard';
import { AuthController } from './sign-in/auth.controller';
import { DeviceCookieService } from './sign-in/device-cookie.service';
import { JwtStrategy } from './sign-in/jwt.strategy';
import { LoginThrottleService } from './sign-in/login-throttle.service';
import { SameOriginGuard } from './sign-in/same-origin.guard';
import { SecondStepController } from './sign-in/second-step.controller';
import { SessionCheckService } from './sign-in/session-check.service';
import { SessionTokenService } from './sign-in/session-token.service';
import { SignInCookies } from './sign-in/sign-in-cookies';
import { SignInService } from './sign-in/sign-in.service';
import { UserSecurityController } from './user-security.controller';
import { UserSecurityService } from './user-security.service';

/**
 * Everything about who is calling (ADR 038): sign-in and its state machine, the second
 * factor and passkeys, sessions, device cookies, reset and invitation links, the login
 * throttle and the global guards. `users` keeps accounts and roles; the folders below
 * only group the files.
 */
@Module({
  imports: [
    PassportModule,
    // Every token (session, device cookie) is signed and verified with the one key.
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.jwtKey }),
    }),
    UsersModule,
    MailModule,
  ],
  controllers: [
    AuthController,
    SecondStepController,
    SessionsController,
    SecondFactorController,
    SecondFactorRolesController,
    UserSecurityController,
    AccountLinksController,
  ],
  providers: [
    SignInService,
    SignInCookies,
    SessionTokenService,
    SessionCheckService,
    LoginThrottleService,
    DeviceCookieService,
    JwtStrategy,
    StaffSessionsService,
    SecondFactorService,
    ChallengesService,
    SecretBox,
    AccountLinksService,
    ResetThrottle,
    UserSecurityService,
    // Order matters: a cross-site request is refused before anything else is looked at.
    { provide: APP_GUARD, useClass: SameOriginGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
})
export class IdentityModule {}
