// The secrets of two-factor sign-in and how they are kept: TOTP secrets encrypted (AES-256-GCM), recovery codes as keyed
// hashes (HMAC-SHA-256), both under keys derived from JWT_SECRET (HKDF), so that a copy of the database alone (a backup)
// yields neither; and the short-lived token that carries a sign-in from its password to its second step.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { RECOVERY_CODE_COUNT } from '@fitout/shared';

/** How long the second step of a sign-in may wait after the password. */
export const SECOND_STEP_SECONDS = 5 * 60;

const derive = (jwtSecret: string, purpose: string) => Buffer.from(hkdfSync('sha256', jwtSecret, 'fitout two-factor', purpose, 32));

/** The keys of one JWT_SECRET, derived once per app. */
export class TwoFactorKeys {
  readonly #encryption: Buffer;
  readonly #hashing: Buffer;
  readonly #signing: Uint8Array;

  constructor(jwtSecret: string) {
    this.#encryption = derive(jwtSecret, 'totp secret encryption');
    this.#hashing = derive(jwtSecret, 'recovery code hashing');
    this.#signing = new Uint8Array(derive(jwtSecret, 'second step token'));
  }

  /** `v1.<iv>.<tag>.<ciphertext>` (base64url). */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#encryption, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plain text, or null when it was not sealed with this key (JWT_SECRET changed) or was altered. */
  decrypt(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#encryption, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A recovery code's stored form. Codes carry 60 random bits, so a keyed hash needs no slow password hashing. */
  hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.#hashing).update(normalizeRecoveryCode(code)).digest('base64url');
  }

  /** The token user/token/ hands out for the second step: the account, its session generation, 5 minutes. */
  secondStepToken(userId: number, sessionGeneration: number): Promise<string> {
    return new SignJWT({ token_type: 'second-step', user_id: userId, gen: sessionGeneration })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${SECOND_STEP_SECONDS}s`)
      .sign(this.#signing);
  }

  /** The account a second-step token names, or null (expired, altered, or not one). */
  async readSecondStepToken(token: string): Promise<{ userId: number; sessionGeneration: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.#signing, { algorithms: ['HS256'] });
      if (payload.token_type !== 'second-step' || !Number.isInteger(payload.user_id) || !Number.isInteger(payload.gen)) return null;
      return { userId: payload.user_id as number, sessionGeneration: payload.gen as number };
    } catch {
      return null;
    }
  }
}

/** Letters and digits a person cannot mistake for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes, as the person is shown them. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${group()}-${group()}-${group()}`);
}

/** As typed: case, spaces and hyphens do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Whether a typed value looks like a recovery code rather than an app's six digits. */
export const looksLikeRecoveryCode = (code: string) => /^[a-z2-9]{12}$/.test(normalizeRecoveryCode(code));

/** Constant-time equality of two stored hashes (base64url of the same length). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
