import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppConfig } from '../config/app-config';

/**
 * argon2id with the library's defaults (OWASP-recommended memory and time costs) — except
 * under NODE_ENV=test, where it runs at argon2's lowest costs: the suites hash and verify
 * thousands of passwords, and at full cost that was a large share of their CPU time on two
 * cores (ADR 055). A hash records its own costs, so verifying is unaffected either way.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly options: argon2.HashOptions & { raw?: false };
  /** A real hash to verify against when the user is unknown, so both cases take as long. */
  private decoy = '';

  constructor(@Inject(AppConfig) config: Pick<AppConfig, 'env'>) {
    this.options =
      config.env === 'test'
        ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
        : { type: argon2.argon2id };
  }

  async onModuleInit(): Promise<void> {
    this.decoy = await this.hash('decoy-password-for-unknown-users');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await argon2.verify(hash ?? this.decoy, password);
      return hash !== null && ok;
    } catch {
      return false;
    }
  }
}
