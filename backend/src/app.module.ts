import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ZodValidationPipe } from 'nestjs-zod';
import { AudienceModule } from './audience/audience.module';
import { AuditModule } from './audit/audit.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { ContentVersionModule } from './content-version/content-version.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { JobsModule } from './jobs/jobs.module';
import { LogosModule } from './logos/logos.module';
import { MediaModule } from './media/media.module';
import { MediaLibraryModule } from './media-library/media-library.module';
import { LandingModule } from './landing/landing.module';
import { PortfolioModule } from './portfolio/portfolio.module';
import { PagesModule } from './pages/pages.module';
import { RedirectsModule } from './redirects/redirects.module';
import { PrivacyModule } from './privacy/privacy.module';
import { FocalPointsModule } from './focal-points/focal-points.module';
import { RevisionsModule } from './revisions/revisions.module';
import { SeedModule } from './seed/seed.module';
import { SettingsModule } from './settings/settings.module';
import { SvgModule } from './svg/svg.module';
import { ThrottleModule } from './throttle/throttle.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        AuditModule,
        JobsModule,
        RevisionsModule,
        ThrottleModule,
        UsersModule,
        IdentityModule,
        HealthModule,
        MediaModule,
        MediaLibraryModule,
        PortfolioModule,
        PagesModule,
        RedirectsModule,
        FocalPointsModule,
        LandingModule,
        ContactModule,
        LogosModule,
        SvgModule,
        SettingsModule,
        ContentVersionModule,
        SeedModule,
        AudienceModule,
        PrivacyModule,
      ],
      providers: [
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
