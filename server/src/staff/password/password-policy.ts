import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validationError } from '../../common/errors';
import { STAFF_WORDS } from '../staff-words';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

let common: Set<string> | undefined;

/**
 * The 10,000 most common passwords (common-passwords.txt, source and licence beside it), compared
 * lower-cased. The server build copies the file next to this module's compiled form.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** The reason a new password is refused, or undefined when it may be used. No composition rules. */
export function passwordProblem(password: string): string | undefined {
  // Characters as a person counts them (an emoji is one), as NIST SP 800-63B asks.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    return STAFF_WORDS.passwordLength;
  if (commonPasswords().has(password.toLowerCase())) return STAFF_WORDS.passwordCommon;
  return undefined;
}

/** Throws VALIDATION naming `password` when the password may not be used. */
export function assertUsablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw validationError({ password: problem });
}
