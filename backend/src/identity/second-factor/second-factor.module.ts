import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { ChallengesService } from './challenges.service';
import { SecondFactorAdminController } from './second-factor-admin.controller';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorService } from './second-factor.service';
import { SecretBox } from './secret-box';

/** TOTP, recovery codes, passkeys and the roles that require them (ADR 029). */
@Module({
  imports: [UsersModule],
  controllers: [SecondFactorController, SecondFactorAdminController],
  providers: [SecondFactorService, ChallengesService, SecretBox],
  exports: [SecondFactorService, ChallengesService],
})
export class SecondFactorModule {}
