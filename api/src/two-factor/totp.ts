// TOTP (RFC 6238) through otpauth: the authenticator app's secret, its otpauth:// URI and QR code, and the check of a
// code. Six digits, SHA-1, 30 s: what every authenticator app reads from a QR code without asking.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_DIGITS } from '@fitout/shared';

const PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too: phones' clocks drift, people type slowly. */
const WINDOW = 1;
const ISSUER = 'Fit-out';

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the enrolment screen shows: the secret, its otpauth:// URI, and that URI as an SVG QR code (a data URL). */
export async function enrolment(secret: string, account: string) {
  const uri = totpOf(secret, account).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of `code` if it is the secret's code now (or one step either side) and later than `lastStep`, else null:
 * a code accepted once, or an older one, is refused (the caller records the step it accepts).
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
