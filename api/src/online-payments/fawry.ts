// FawryPay, as its developer documentation describes it (developer.fawrystaging.com): the charge request that creates
// a Pay at Fawry reference number, and the server notification V2. The base URL is a setting, so that tests point it
// at the local stand-in (api/test/providers/fawry.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FawryConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Fawry's amounts: pounds with two decimals. */
export const pounds = (piastres: number) => (piastres / 100).toFixed(2);
const twoDecimals = (value: unknown) => Number(value).toFixed(2);

/** A mobile number as Fawry takes it, 01 and nine digits: `+20 100 000 0000` is 01000000000. */
export function egyptianMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('20') && digits.length === 12) return `0${digits.slice(2)}`;
  if (digits.startsWith('0020') && digits.length === 14) return `0${digits.slice(4)}`;
  return digits;
}

export type ChargeRequest = {
  merchantRefNum: string;
  customerProfileId: string;
  amount: number;
  customer: { name: string; mobile: string; email: string };
  description: string;
  expiresAt: Date;
};

/** POST /ECommerceWeb/Fawry/payments/charge with PAYATFAWRY: the reference number and its expiry. */
export async function createReference(config: FawryConfig, request: ChargeRequest) {
  const amount = pounds(request.amount);
  const signature = sha256(`${config.merchantCode}${request.merchantRefNum}${request.customerProfileId}PAYATFAWRY${amount}${config.secureKey}`);
  let answer: Record<string, unknown>;
  try {
    const response = await fetch(`${config.baseUrl}/ECommerceWeb/Fawry/payments/charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        merchantCode: config.merchantCode,
        merchantRefNum: request.merchantRefNum,
        customerProfileId: request.customerProfileId,
        customerName: request.customer.name,
        customerMobile: egyptianMobile(request.customer.mobile),
        customerEmail: request.customer.email,
        paymentMethod: 'PAYATFAWRY',
        amount: Number(amount),
        currencyCode: 'EGP',
        language: 'ar-eg',
        description: request.description,
        paymentExpiry: request.expiresAt.getTime(),
        chargeItems: [{ itemId: request.merchantRefNum, description: request.description, price: Number(amount), quantity: 1 }],
        signature,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    answer = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    throw new HttpError(503, 'pay.provider_unavailable', { cause: error });
  }
  if (answer.statusCode !== 200 || typeof answer.referenceNumber !== 'string') {
    throw new HttpError(503, 'pay.provider_unavailable', { cause: new Error(`Fawry charge: ${JSON.stringify(answer)}`) });
  }
  const expiry = Number(answer.expirationTime);
  return { reference: answer.referenceNumber, expiresAt: Number.isFinite(expiry) && expiry > 0 ? new Date(expiry) : request.expiresAt };
}

/**
 * Whether a notification V2 carries the account's messageSignature: SHA-256 of fawryRefNumber, merchantRefNumber,
 * paymentAmount and orderAmount (two decimals), orderStatus, paymentMethod, paymentRefrenceNumber (Fawry's spelling;
 * empty when absent) and the secure key.
 */
export function fawrySigned(config: FawryConfig, body: Record<string, unknown>): boolean {
  const text = [
    body.fawryRefNumber ?? '',
    body.merchantRefNumber ?? '',
    twoDecimals(body.paymentAmount),
    twoDecimals(body.orderAmount),
    body.orderStatus ?? '',
    body.paymentMethod ?? '',
    body.paymentRefrenceNumber ?? '',
    config.secureKey,
  ].join('');
  const expected = Buffer.from(sha256(text), 'hex');
  const given =
    typeof body.messageSignature === 'string' && /^[0-9a-f]{64}$/i.test(body.messageSignature)
      ? Buffer.from(body.messageSignature, 'hex')
      : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
