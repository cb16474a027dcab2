import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiGoneResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type {
  AccountLinkAnswer,
  MessageAnswer,
  PendingInvitation,
  SessionUser,
  UserAnswer,
} from '@prism/contracts';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../../common/access.decorators';
import { CurrentUser } from '../../common/current-user.decorator';
import { ApiAnswer } from '../../common/api-answers';
import { ApiDomainErrors } from '../../common/api-document';
import { IdParams } from '../../common/id-params';
import {
  AccountLinkLookupDto,
  InviteUserDto,
  PasswordResetRequestDto,
  UseAccountLinkDto,
} from './account-links.dto';
import { AccountLinksService, RESET_REQUESTED } from './account-links.service';
import { ResetThrottle } from './reset-throttle.service';

/**
 * E-mailed single-use links. The token travels in request bodies only, never in
 * a URL, so no access log line holds it.
 */
@ApiTags('account links')
@Controller('api')
export class AccountLinksController {
  constructor(
    private readonly links: AccountLinksService,
    private readonly throttle: ResetThrottle,
  ) {}

  @Post('account-links/password-reset')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    summary: '"Forgot password?": mail a reset link if an account has this address',
    description:
      'The same answer whether or not an account has the address: the request is stored and answered, and the address is looked up after the answer.',
  })
  @ApiAnswer('Message', { status: 202 })
  @ApiTooManyRequestsResponse({
    description: 'Too many requests from this client or for this address',
  })
  async requestReset(
    @Body() body: PasswordResetRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageAnswer> {
    await this.throttle.take(req.ip ?? 'unknown', body.email);
    await this.links.requestReset(body.email, req.ip ?? null);
    // The job that looks the address up starts once the answer has left (or the client has
    // gone), so none of its work, which differs by address, can hold the answer back.
    res.once('close', () => this.links.resolveResetsNow());
    return { message: RESET_REQUESTED };
  }

  @Post('account-links/lookup')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'What a live link is for and whose password it sets' })
  @ApiAnswer('AccountLink')
  @ApiDomainErrors({ 404: 'No link has this token' })
  @ApiGoneResponse({ description: 'The link was used or has expired' })
  lookup(@Body() body: AccountLinkLookupDto): Promise<AccountLinkAnswer> {
    return this.links.lookup(body.token);
  }

  @Post('account-links/use')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set the password through a link, once; ends every session of the user',
  })
  @ApiAnswer('AccountLink')
  @ApiDomainErrors({ 404: 'No link has this token' })
  @ApiGoneResponse({ description: 'The link was used or has expired' })
  use(@Body() body: UseAccountLinkDto): Promise<AccountLinkAnswer> {
    return this.links.use(body.token, body.password);
  }

  @Post('admin/invitations')
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: 'Create a staff account and e-mail its user a link to set a password' })
  @ApiAnswer('User', { status: 201 })
  @ApiDomainErrors({ 409: 'The username or the e-mail is already taken' })
  invite(@CurrentUser() actor: SessionUser, @Body() body: InviteUserDto): Promise<UserAnswer> {
    return this.links.invite(actor, body);
  }

  @Get('admin/invitations')
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: 'Invited accounts whose link was not used yet' })
  @ApiAnswer('PendingInvitation', { isArray: true })
  pending(): Promise<PendingInvitation[]> {
    return this.links.pendingInvitations();
  }

  @Post('admin/invitations/:id/resend')
  @RequirePermissions('manage_users')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a pending invitation again; earlier links stop working' })
  @ApiAnswer('PendingInvitation')
  @ApiDomainErrors({ 409: 'This user has no pending invitation' })
  resend(@CurrentUser() actor: SessionUser, @Param() { id }: IdParams): Promise<PendingInvitation> {
    return this.links.resendInvitation(actor, id);
  }
}
