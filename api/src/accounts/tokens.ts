import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

/**
 * `gen`: the account's session generation the token was issued under (users.session_generation). `auth_time` (OpenID
 * Connect's name): when the holder last proved who they are, in seconds; set on the tokens of a sign-in and of
 * user/sudo/, absent from a refresh's (the proof a security change needs, two-factor/sudo.ts).
 */
export type AccessClaims = {
  token_type: 'access';
  user_id: number;
  username: string;
  gen: number;
  auth_time?: number;
  exp: number;
  iat: number;
  jti: string;
};
export type RefreshClaims = { token_type: 'refresh'; user_id: number; family: string; exp: number; iat: number; jti: string };

/** When and under which ids a pair is issued; signing the same issue again gives byte-identical tokens. */
export type Issue = { iat: number; accessJti: string; refreshJti: string };

/** A new issue at the current whole second. */
export const newIssue = (): Issue => ({ iat: Math.floor(Date.now() / 1000), accessJti: randomUUID(), refreshJti: randomUUID() });

/** Access tokens whose signature was checked, remembered until they expire (each signed-in request shows one). */
const VERIFIED_KEPT = 10_000;

/** Signs and reads the JWTs the API hands out (HS256 with JWT_SECRET). */
export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Access tokens already verified, by their exact text: a client shows the same token at every request for its
   * quarter of an hour, and checking an HMAC through WebCrypto costs more than the rest of a cached read.
   */
  readonly #verified = new LRUCache<string, AccessClaims>({ max: VERIFIED_KEPT });
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * An access token for `user` under its session generation (`sessionGeneration`, 0 for an account never ended);
   * `provedAt` (seconds) when its holder has just proved who they are.
   */
  access(
    user: { id: number; username: string; sessionGeneration?: number },
    issue: Pick<Issue, 'iat' | 'accessJti'> = newIssue(),
    provedAt?: number,
  ): Promise<string> {
    const proof = provedAt === undefined ? {} : { auth_time: provedAt };
    return new SignJWT({ token_type: 'access', user_id: user.id, username: user.username, gen: user.sessionGeneration ?? 0, ...proof })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issue.iat)
      .setJti(issue.accessJti)
      .setExpirationTime(issue.iat + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  refresh(userId: number, family: string, issue: Pick<Issue, 'iat' | 'refreshJti'>): Promise<string> {
    return new SignJWT({ token_type: 'refresh', user_id: userId, family })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issue.iat)
      .setJti(issue.refreshJti)
      .setExpirationTime(issue.iat + REFRESH_TOKEN_SECONDS)
      .sign(this.key);
  }

  /** The claims of an access token verified before and not expired since, else undefined (not known: not refused). */
  known(token: string): AccessClaims | undefined {
    const known = this.#verified.get(token);
    return known && known.exp * 1000 > Date.now() ? known : undefined;
  }

  /** The claims of a valid token of the wanted type, or null. */
  async verify<T extends AccessClaims | RefreshClaims>(token: string, type: T['token_type']): Promise<T | null> {
    const known = this.#verified.get(token);
    if (known) return type === 'access' && known.exp * 1000 > Date.now() ? (known as T) : null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.token_type !== type || typeof payload.user_id !== 'number' || typeof payload.jti !== 'string') return null;
      // An access token without its session generation (issued before there was one) cannot be judged: refused.
      if (type === 'access' && !Number.isInteger(payload.gen)) return null;
      const claims = payload as unknown as T;
      if (claims.token_type === 'access') this.#verified.set(token, claims, { ttl: claims.exp * 1000 - Date.now() });
      return claims;
    } catch {
      return null;
    }
  }
}

/** A random secret of 128 bits or more for links sent by mail. */
export const randomSecret = (bytes = 24) => randomBytes(bytes).toString('base64url');
