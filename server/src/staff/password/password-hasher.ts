import * as argon2 from 'argon2';

export interface PasswordCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * argon2id at OWASP's first recommended setting (Password Storage Cheat Sheet; ASVS 5.0 appendix
 * C): 19 MiB, 2 passes, 1 lane. The cheat sheet rates its settings as equal in strength; this one
 * takes the least memory, which suits a small server on two cores: a burst of sign-ins holds
 * 19 MiB each and about 80 ms of one core. Raise it here; accounts are rehashed as they sign in.
 */
export const PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: PasswordCost = PASSWORD_COST) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.cost });
  }

  /** Whether `password` matches `hash`; a hash that cannot be read matches nothing. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Takes as long as a real check, for an e-mail address with no account: a stranger cannot tell
   * from the time of the answer whether an address has one.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('not a password anyone has: only here to be checked against');
    await this.verify(await this.dummy, password);
    return false;
  }

  /** Whether `hash` was made at a lower cost than today's. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.cost);
    } catch {
      return true;
    }
  }
}
