import { Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-recommended memory and time costs). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  /** A real hash to verify against when the user is unknown, so both cases take as long. */
  private decoy = '';

  async onModuleInit(): Promise<void> {
    this.decoy = await this.hash('decoy-password-for-unknown-users');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
