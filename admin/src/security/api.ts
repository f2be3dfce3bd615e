// The Security page's calls (user/2fa/…), through the console's HTTP client (its Bearer token, the server's words in
// errors), each after react-admin's refresh of the access token.
import { useQuery } from '@tanstack/react-query';
import { type Endpoint, twoFactor, type Passkey, type TotpSetup, type TwoFactorStatus } from '@fitout/shared/contract';
import { callEndpoint } from '../dataProvider/callEndpoint.ts';

const call = <T>(endpoint: Pick<Endpoint, 'method' | 'path'>, body?: unknown, params: Record<string, number> = {}) =>
  callEndpoint<T>(endpoint, params, body);

export const STATUS_KEY = ['two-factor-status'];

export const securityApi = {
  status: () => call<TwoFactorStatus>(twoFactor.status),
  setUp: () => call<TotpSetup>(twoFactor.totpSetup),
  confirm: (code: string) => call<{ recovery_codes: string[] }>(twoFactor.totpConfirm, { code }),
  turnOff: (code: string) => call<{ detail: string }>(twoFactor.totpDisable, { code }),
  newCodes: (code: string) => call<{ recovery_codes: string[] }>(twoFactor.recoveryCodes, { code }),
  async addPasskey(name: string): Promise<Passkey> {
    const ceremony = await call<{ challenge_id: string; options: never }>(twoFactor.passkeyRegisterOptions);
    const { startRegistration } = await import('@simplewebauthn/browser');
    const credential = await startRegistration({ optionsJSON: ceremony.options });
    return call<Passkey>(twoFactor.passkeyRegister, { challenge_id: ceremony.challenge_id, credential, name: name || undefined });
  },
  removePasskey: (id: number) => call<{ detail: string }>(twoFactor.passkeyDelete, undefined, { id }),
};

/** The status of two-factor sign-in, shared by the Security page and the gate that holds staff who must enrol. */
export const useTwoFactorStatus = () => useQuery({ queryKey: STATUS_KEY, queryFn: securityApi.status });
