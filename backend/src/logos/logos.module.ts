import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientLogo } from './client-logo.entity';
import { LogosController } from './logos.controller';
import { LogosService } from './logos.service';

@Module({
  imports: [TypeOrmModule.forFeature([ClientLogo])],
  controllers: [LogosController],
  providers: [LogosService],
})
export class LogosModule {}
