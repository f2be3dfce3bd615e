// The answer user/token/ gives an account with two-factor sign-in: not signed in yet (401), with a token for the
// second step (docs/decisions.md). A client that knows nothing of it reads the detail as a refused sign-in.
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { keysOf } from './two-factor-keys.ts';

export async function secondStepRequired(config: Pick<Config, 'jwtSecret'>, user: { id: number; sessionGeneration: number }) {
  const token = await keysOf(config).secondStepToken(user.id, user.sessionGeneration);
  return new HttpError(401, 'two_factor.second_step_required', {
    fields: { mfa_required: true, mfa_token: token, methods: ['totp', 'recovery_code'] },
  });
}
