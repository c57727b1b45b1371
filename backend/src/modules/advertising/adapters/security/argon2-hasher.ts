import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/ports.ts';

/**
 * argon2id (the binding's default: 19 MiB, 2 passes — OWASP's minimum), its PHC string stored whole
 * (algorithm, parameters and salt travel with the hash). `algorithm` is left out: the binding's enum
 * is an ambient const enum that does not compile here, and argon2id is its default.
 */
export class Argon2Hasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
}
