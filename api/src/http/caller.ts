// The signed-in caller of a request as HTTP sees it (request.user, set by the auth plugin from accounts/caller.ts),
// and the two checks every call makes of them: its roles, and a user_id that must be their own.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages, type StaffRole, twoFactorRequired } from '@fitout/shared';
import { FieldErrors, forbidden } from './errors.ts';

export type AuthUser = {
  id: number;
  email: string;
  username: string;
  kind: string;
  isSuperuser: boolean;
  /** The staff role; null for a customer. */
  role: StaffRole | null;
  isActive: boolean;
  /** Two-factor sign-in is on (users.two_factor). */
  twoFactor: boolean;
};

/** Why `user` may not make a call open to `roles` (403), or null when they may. */
export function roleRefusal(app: FastifyInstance, user: AuthUser, roles: readonly StaffRole[], options: { beforeTwoFactor?: boolean } = {}) {
  if (!user.role || !roles.includes(user.role)) return forbidden();
  // Staff whose role requires two-factor sign-in reach only their own enrolment until it is on.
  if (!options.beforeTwoFactor && !user.twoFactor && twoFactorRequired(app.config.staffTwoFactor, user.role)) {
    return forbidden('two_factor.setup_required');
  }
  return null;
}

/** SPEC.md section 6: a user_id in a path or body must be the caller's own. */
export function assertOwnUserId(request: FastifyRequest, userId: unknown) {
  if (userId === undefined || userId === null || userId === '') return;
  if (typeof userId !== 'string' && typeof userId !== 'number') throw FieldErrors.of('user_id', apiMessages.invalidInteger);
  if (String(userId) !== String(request.user?.id)) throw forbidden('auth.not_your_user');
}
