import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  MessageAnswer,
  RecoveryCodes,
  SecondFactorStatus,
  SessionUser,
  TotpSetup,
} from '@prism/contracts';
import { RequireRecentAuth, SignedIn } from '../../common/access.decorators';
import { CurrentUser } from '../../common/current-user.decorator';
import { ApiAnswer } from '../../common/api-answers';
import { ApiDomainErrors } from '../../common/api-document';
import { DomainError } from '../../common/domain-error';
import { UsersService } from '../../users/users.service';
import { ChallengesService } from './challenges.service';
import { PasskeyParams, PasskeyRegistrationDto, TotpCodeDto } from './second-factor.dto';
import { SecondFactorService } from './second-factor.service';

/** The signed-in user's own second factors (the admin's security page). */
@ApiTags('second factor')
@Controller('api/auth/second-factor')
export class SecondFactorController {
  constructor(
    private readonly secondFactors: SecondFactorService,
    private readonly challenges: ChallengesService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Your second factors and whether your role requires one' })
  @ApiAnswer('SecondFactorStatus')
  status(@CurrentUser() me: SessionUser): Promise<SecondFactorStatus> {
    return this.secondFactors.status(me);
  }

  @Post('totp')
  @SignedIn()
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Start setting up an authenticator app: a secret and its QR code' })
  @ApiAnswer('TotpSetup')
  @ApiDomainErrors({ 409: 'An authenticator app is already set up' })
  startTotp(@CurrentUser() me: SessionUser): Promise<TotpSetup> {
    return this.secondFactors.startTotp(me);
  }

  @Post('totp/confirm')
  @SignedIn()
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the authenticator app on with its first code' })
  @ApiAnswer('RecoveryCodes')
  @ApiDomainErrors({ 401: 'Wrong or reused code', 409: 'No setup under way, or already confirmed' })
  async confirmTotp(
    @CurrentUser() me: SessionUser,
    @Body() { code }: TotpCodeDto,
  ): Promise<RecoveryCodes> {
    return { recoveryCodes: await this.secondFactors.confirmTotp(me, code) };
  }

  @Delete('totp')
  @SignedIn()
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove your authenticator app' })
  @ApiAnswer('Message')
  @ApiDomainErrors({
    404: 'No authenticator app is set up',
    409: 'Your role requires a second factor: add another one first',
  })
  async removeTotp(@CurrentUser() me: SessionUser): Promise<MessageAnswer> {
    await this.secondFactors.removeTotp(me);
    return { message: 'Authenticator app removed' };
  }

  @Post('recovery-codes')
  @SignedIn()
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Ten new recovery codes; the old ones stop working' })
  @ApiAnswer('RecoveryCodes')
  @ApiDomainErrors({ 409: 'Set up an authenticator app or a passkey first' })
  async regenerate(@CurrentUser() me: SessionUser): Promise<RecoveryCodes> {
    return { recoveryCodes: await this.secondFactors.regenerateRecoveryCodes(me) };
  }

  @Post('passkeys/options')
  @SignedIn()
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Start registering a passkey: the WebAuthn creation options' })
  @ApiAnswer('WebAuthnOptions')
  async passkeyOptions(@CurrentUser() me: SessionUser): Promise<Record<string, unknown>> {
    const user = await this.users.findById(me.id);
    const { options, challenge } = await this.secondFactors.registrationOptions(user);
    await this.challenges.openRegistration(user, challenge);
    return { ...options };
  }

  @Post('passkeys')
  @SignedIn()
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Register the passkey the browser created for the options' })
  @ApiAnswer('RecoveryCodes')
  @ApiDomainErrors({ 409: 'No registration under way, or the passkey is already registered' })
  async register(
    @CurrentUser() me: SessionUser,
    @Body() body: PasskeyRegistrationDto,
  ): Promise<RecoveryCodes> {
    const open = await this.challenges.registration(me.id);
    const challenge = open && (await this.challenges.spendWebAuthnChallenge(open.row));
    if (!open || !challenge) {
      throw new DomainError('passkey_not_started');
    }
    await this.challenges.consume(open.row);
    return { recoveryCodes: await this.secondFactors.register(me, body, challenge) };
  }

  @Delete('passkeys/:passkeyId')
  @SignedIn()
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove one of your passkeys' })
  @ApiAnswer('Message')
  @ApiDomainErrors({ 409: 'Your role requires a second factor: add another one first' })
  async removePasskey(
    @CurrentUser() me: SessionUser,
    @Param() { passkeyId }: PasskeyParams,
  ): Promise<MessageAnswer> {
    await this.secondFactors.removePasskey(me, passkeyId);
    return { message: 'Passkey removed' };
  }
}
