// The Security page's calls (user/2fa/…), through the console's HTTP client (its Bearer token, the server's words in
// errors), each after react-admin's refresh of the access token.
import { useQuery } from '@tanstack/react-query';
import { type Endpoint, type SudoGranted, twoFactor, type Passkey, type TotpSetup, type TwoFactorStatus } from '@fitout/shared/contract';
import { storeAccess } from '@fitout/shared/session';
import { callEndpoint } from '../dataProvider/callEndpoint.ts';
import { withSudo } from './sudo.ts';

const call = <T>(endpoint: Pick<Endpoint, 'method' | 'path'>, body?: unknown, params: Record<string, number> = {}) =>
  callEndpoint<T>(endpoint, params, body);

export const STATUS_KEY = ['two-factor-status'];

type Ceremony = { challenge_id: string; options: never };

/** The proof of user/sudo/: its token, which carries it, replaces the one in memory for the change that follows. */
async function prove(body: { code: string } | { password: string } | { challenge_id: string; credential: unknown }) {
  storeAccess((await call<SudoGranted>(twoFactor.sudo, body)).access);
}

export const securityApi = {
  status: () => call<TwoFactorStatus>(twoFactor.status),
  // Security changes (sudo in the contract): asked again with a fresh proof when the API wants one.
  setUp: () => withSudo(() => call<TotpSetup>(twoFactor.totpSetup)),
  confirm: (code: string) => withSudo(() => call<{ recovery_codes: string[] }>(twoFactor.totpConfirm, { code })),
  turnOff: (code: string) => call<{ detail: string }>(twoFactor.totpDisable, { code }),
  newCodes: (code: string) => call<{ recovery_codes: string[] }>(twoFactor.recoveryCodes, { code }),
  addPasskey: (name: string): Promise<Passkey> =>
    withSudo(async () => {
      const ceremony = await call<Ceremony>(twoFactor.passkeyRegisterOptions);
      const { startRegistration } = await import('@simplewebauthn/browser');
      const credential = await startRegistration({ optionsJSON: ceremony.options });
      return call<Passkey>(twoFactor.passkeyRegister, { challenge_id: ceremony.challenge_id, credential, name: name || undefined });
    }),
  removePasskey: (id: number) => withSudo(() => call<{ detail: string }>(twoFactor.passkeyDelete, undefined, { id })),
  proveWithCode: (code: string) => prove({ code }),
  proveWithPassword: (password: string) => prove({ password }),
  async proveWithPasskey() {
    const ceremony = await call<Ceremony>(twoFactor.sudoOptions);
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const credential = await startAuthentication({ optionsJSON: ceremony.options });
    await prove({ challenge_id: ceremony.challenge_id, credential });
  },
};

/** The status of two-factor sign-in, shared by the Security page and the gate that holds staff who must enrol. */
export const useTwoFactorStatus = () => useQuery({ queryKey: STATUS_KEY, queryFn: securityApi.status });
