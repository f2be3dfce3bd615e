import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
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
 * zxcvbn's score runs from 0 to 4; 0 and 1 mean fewer than about a million guesses (repeats such as
 * `aaaaaaaa`, sequences, the owner's own address or name), which an attacker holding a leaked hash tries first.
 * Scores 2 and up pass, so any long passphrase does; there are no composition rules.
 */
const MIN_SCORE = 2;
// zxcvbn's time grows quickly with length (up to half a second for 128 random characters on a busy machine)
// and it runs on the event loop: it judges the first 64 characters, enough to tell a weak password from a strong one.
const SCORED_LENGTH = 64;

let estimator: ZxcvbnFactory | null = null;
// Built on first use: loading the dictionaries takes about 0.1 s, which a process that never checks a new
// password (or a test that only hashes one) need not spend.
const strength = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH }));

export type PasswordContext = { email?: string; name?: string };

/** What zxcvbn should count as known to an attacker: the address, its local part, the name and its words. */
function knownToAttacker(account: PasswordContext): string[] {
  const email = account.email?.trim().toLowerCase() ?? '';
  const name = account.name?.trim().toLowerCase() ?? '';
  const words = [email, email.split('@')[0], name, name.replace(/\s+/g, ''), ...name.split(/\s+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * What is wrong with a new password (empty when it is fine): 8 to 128 characters, not a common one, not
 * easy to guess for someone who knows the account's address and name (zxcvbn). No composition rules
 * (NIST SP 800-63B).
 */
export function passwordProblems(password: string, account: PasswordContext = {}): string[] {
  const length = [...password].length;
  const problems: string[] = [];
  if (length < PASSWORD_MIN) problems.push(apiMessages.passwordTooShort);
  if (length > PASSWORD_MAX) problems.push(apiMessages.passwordTooLong);
  if (common.has(password.trim().toLowerCase())) problems.push(apiMessages.passwordTooCommon);
  if (problems.length) return problems;
  const result = strength().check(password, knownToAttacker(account));
  if (result.score >= MIN_SCORE) return [];
  const fromAccount = result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs');
  return [fromAccount ? apiMessages.passwordTooSimilar : apiMessages.passwordTooGuessable];
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
