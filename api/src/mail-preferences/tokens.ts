// The one-click links of the mails a customer may turn off (issue 25): a token naming the account and the kind of
// mail, signed with HMAC-SHA-256 under a key derived from JWT_SECRET (HKDF), so the API keeps nothing per link.
// `v1.<user id>.<kind>.<signature>`: the version names the format and the key's derivation; a link made under another
// JWT_SECRET, or one whose id or kind was altered, fails its signature. It does not expire: an old mail's link still
// works, as the mail clients' unsubscribe buttons expect (RFC 8058).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { mailKinds, type MailPreferenceKind } from '@fitout/shared';

const VERSION = 'v1';

const keys = new Map<string, Buffer>();
function keyOf(jwtSecret: string): Buffer {
  let key = keys.get(jwtSecret);
  if (!key) keys.set(jwtSecret, (key = Buffer.from(hkdfSync('sha256', jwtSecret, 'fitout mail preferences', `one-click links ${VERSION}`, 32))));
  return key;
}

const signature = (jwtSecret: string, payload: string) => createHmac('sha256', keyOf(jwtSecret)).update(payload).digest();

/** The token of the link that turns `kind` off for account `userId`. */
export function mailOffToken(jwtSecret: string, userId: number, kind: MailPreferenceKind): string {
  const payload = `${VERSION}.${userId}.${kind}`;
  return `${payload}.${signature(jwtSecret, payload).toString('base64url')}`;
}

/** The account and kind a token names, or null when the API did not sign it (altered, forged, another secret). */
export function readMailOffToken(jwtSecret: string, token: string): { userId: number; kind: MailPreferenceKind } | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [version, id, kind, signed] = parts;
  if (version !== VERSION || !/^[1-9]\d{0,9}$/.test(id) || !(mailKinds as readonly string[]).includes(kind)) return null;
  const expected = signature(jwtSecret, `${version}.${id}.${kind}`);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString('base64url') !== signed) return null;
  return { userId: Number(id), kind: kind as MailPreferenceKind };
}
