import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { apiMessages } from '@fitout/shared';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// zxcvbn's list of about 49,000 passwords seen most often in leaks (lower case), checked as Django's
// CommonPasswordValidator does: case-insensitively, ignoring surrounding spaces.
const common = new Set(dictionary['passwords-common']);

/**
 * What is wrong with a new password (empty when it is fine): 8 to 128 characters, not a common one.
 * No composition rules (NIST SP 800-63B).
 */
export function passwordProblems(password: string): string[] {
  const length = [...password].length;
  const problems: string[] = [];
  if (length < PASSWORD_MIN) problems.push(apiMessages.passwordTooShort);
  if (length > PASSWORD_MAX) problems.push(apiMessages.passwordTooLong);
  if (common.has(password.trim().toLowerCase())) problems.push(apiMessages.passwordTooCommon);
  return problems;
}

let dummy: Promise<string> | null = null;
/**
 * Spends the time a real check would when there is no account to check against, so that the answer
 * time does not tell whether an address is registered.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('no account has this password');
  await verifyPassword(await dummy, password);
  return false;
}
