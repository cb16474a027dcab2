import { Global, Module } from '@nestjs/common';
import { RateLimiters } from './rate-limiters';

@Global()
@Module({ providers: [RateLimiters], exports: [RateLimiters] })
export class ThrottleModule {}
