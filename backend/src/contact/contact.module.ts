import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AudienceModule } from '../audience/audience.module';
import { MailModule } from '../mail/mail.module';
import { User } from '../users/user.entity';
import { ContactMessage } from './contact-message.entity';
import { ContactNote } from './contact-note.entity';
import { ContactReply } from './contact-reply.entity';
import { RepliesController, ReplyTemplatesController } from './replies.controller';
import { ReplyTemplate } from './reply-template.entity';
import { ReplyTemplateService } from './reply-template.service';
import { ReplyService } from './reply.service';
import { SettingsModule } from '../settings/settings.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { ContactThrottleService } from './contact-throttle.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { LeadSearchMerges } from './lead-search-merges';
import { PipelineController } from './pipeline.controller';
import { PipelineService } from './pipeline.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ContactMessage, ContactNote, ContactReply, ReplyTemplate, User]),
    MailModule,
    SettingsModule,
    AudienceModule,
    PrivacyModule,
  ],
  controllers: [ContactController, PipelineController, RepliesController, ReplyTemplatesController],
  providers: [
    ContactService,
    ContactThrottleService,
    LeadSearchMerges,
    PipelineService,
    ReplyService,
    ReplyTemplateService,
  ],
})
export class ContactModule {}
