import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { SecondFactorModule } from '../second-factor/second-factor.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookieService } from './device-cookie.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { SameOriginGuard } from './same-origin.guard';
import { SecondStepController } from './second-step.controller';
import { SessionsAdminController } from './sessions-admin.controller';
import { SessionCheckService } from './session-check.service';
import { SessionTokenService } from './session-token.service';
import { SignInCookies } from './sign-in-cookies';

@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    UsersModule,
    SessionsModule,
    SecondFactorModule,
  ],
  controllers: [AuthController, SecondStepController, SessionsAdminController],
  providers: [
    AuthService,
    SessionTokenService,
    SessionCheckService,
    LoginThrottleService,
    DeviceCookieService,
    SignInCookies,
    JwtStrategy,
    // Order matters: a cross-site request is refused before anything else is looked at.
    { provide: APP_GUARD, useClass: SameOriginGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
})
export class AuthModule {}
