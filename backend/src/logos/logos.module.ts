import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientLogo } from './client-logo.entity';
import { LogosController } from './logos.controller';
import { LogosService } from './logos.service';
import { ContentVersionModule } from '../content-version/content-version.module';

@Module({
  imports: [TypeOrmModule.forFeature([ClientLogo]), ContentVersionModule],
  controllers: [LogosController],
  providers: [LogosService],
})
export class LogosModule {}
