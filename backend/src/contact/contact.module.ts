import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { User } from '../users/user.entity';
import { ContactMessage } from './contact-message.entity';
import { ContactNote } from './contact-note.entity';
import { ContactThrottleService } from './contact-throttle.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { PipelineController } from './pipeline.controller';
import { PipelineService } from './pipeline.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, ContactNote, User]), MailModule],
  controllers: [ContactController, PipelineController],
  providers: [ContactService, ContactThrottleService, PipelineService],
})
export class ContactModule {}
