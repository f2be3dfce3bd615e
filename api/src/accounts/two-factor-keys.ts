import type { Config } from '../config.ts';
import { TwoFactorKeys } from './two-factor-secrets.ts';

const derived = new Map<string, TwoFactorKeys>();

/** The two-factor keys of the app's JWT_SECRET (derived once). */
export function keysOf(config: Pick<Config, 'jwtSecret'>): TwoFactorKeys {
  let keys = derived.get(config.jwtSecret);
  if (!keys) derived.set(config.jwtSecret, (keys = new TwoFactorKeys(config.jwtSecret)));
  return keys;
}
