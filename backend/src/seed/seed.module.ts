import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { DemoPortfolio } from './demo-portfolio';
import { SeedService } from './seed.service';

@Module({ imports: [UsersModule, MediaModule], providers: [SeedService, DemoPortfolio] })
export class SeedModule {}
