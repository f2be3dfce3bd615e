// Accounts (SPEC.md section 7, user/…, and the additions user/activate/ and user/logout/).
import { z } from '../common/zod.ts';
import { activateSchema, loginSchema, passwordChangeSchema, profileSchema, registerSchema } from '../accounts/schemas.ts';
import { requiredText } from '../common/fields.ts';
import { SESSION_PATHS } from '../accounts/cookies.ts';
import { endpoint } from './endpoint.ts';
import { detail, profile, registered, tokenPair } from './records.ts';
import { idParam } from './params.ts';

const tag = 'Accounts';
export const refreshSchema = z.object({ refresh: requiredText(undefined, 4000) });
/**
 * What a browser that asks for the cookie session (header X-Fitout-Session: 1) is answered: the refresh token goes in
 * an HttpOnly cookie instead. Listed after the pair, so that a pair is never answered as this (the first schema an
 * answer fits is the one it is sent through).
 */
const browserSession = z.object({ access: z.string() });
export const sessionAnswer = z.union([tokenPair, browserSession]);
const userIdParams = z.object({ user_id: idParam });

export const accounts = {
  token: endpoint({
    method: 'POST',
    path: 'user/token/',
    summary: 'Sign in: an access and a refresh token (with X-Fitout-Session: 1, the refresh token in an HttpOnly cookie)',
    tag,
    access: 'public',
    body: loginSchema,
    form: true,
    responses: { 200: sessionAnswer },
  }),
  refresh: endpoint({
    method: 'POST',
    path: SESSION_PATHS.refresh,
    summary:
      'A new token pair for a refresh token (each works once; a second use within 5 s gets the same pair); with X-Fitout-Session: 1, the cookie instead of the body',
    tag,
    access: 'public',
    body: refreshSchema,
    responses: { 200: sessionAnswer },
  }),
  logout: endpoint({
    method: 'POST',
    path: SESSION_PATHS.logout,
    summary: "Sign out: ends the refresh token's session (with X-Fitout-Session: 1, the cookie's, and clears it)",
    tag,
    access: 'public',
    body: refreshSchema,
    responses: { 200: detail },
  }),
  register: endpoint({
    method: 'POST',
    path: 'user/register/',
    summary: 'Sign up: an inactive account and an activation mail',
    tag,
    access: 'public',
    body: registerSchema,
    form: true,
    responses: { 201: registered },
  }),
  activate: endpoint({
    method: 'POST',
    path: 'user/activate/',
    summary: "The activation link's uidb64 and token",
    tag,
    access: 'public',
    body: activateSchema,
    responses: { 200: detail },
  }),
  passwordReset: endpoint({
    method: 'GET',
    path: 'user/password-reset/:email/',
    summary: 'Mails a password reset link; the same answer whether or not the address has an account',
    tag,
    access: 'public',
    params: z.object({ email: z.string().max(320) }),
    responses: { 200: detail },
  }),
  passwordChange: endpoint({
    method: 'POST',
    path: 'user/password-change/',
    summary: "A new password with the reset link's otp, uidb64 and reset_token",
    tag,
    access: 'public',
    body: passwordChangeSchema,
    form: true,
    responses: { 200: detail },
  }),
  profile: endpoint({
    method: 'GET',
    path: 'user/profile/:user_id/',
    summary: 'A profile (your own; owner and sales any)',
    tag,
    access: 'user',
    params: userIdParams,
    responses: { 200: profile },
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: 'user/profile/:user_id/',
    summary: 'Update your profile (multipart; the image only when a new one is sent)',
    tag,
    access: 'user',
    params: userIdParams,
    body: profileSchema,
    files: ['image'],
    responses: { 200: profile },
  }),
} as const;
