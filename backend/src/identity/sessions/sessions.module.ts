import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { SessionsController } from './sessions.controller';
import { StaffSessionsService } from './staff-sessions.service';

@Module({
  imports: [UsersModule],
  controllers: [SessionsController],
  providers: [StaffSessionsService],
  exports: [StaffSessionsService],
})
export class SessionsModule {}
