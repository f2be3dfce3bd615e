// The account pages' rules as plain functions (SPEC.md sections 4, 5 and 8), so that tests can read them
// without a browser.
import { messages, pathTo, routeTable, ADMIN_PREFIX } from '@fitout/shared';
// The checks' words in the page's language, by the refusal's code (issue 37: never an English sentence looked up).
import { type CheckCode, checkText } from '@fitout/shared/refusal-checks';
import { localePath, type Lang } from '../../i18n/ui.ts';
import { refusalRegistry } from '../refusals.ts';

export type Problems<Field extends string> = Partial<Record<Field | 'form', string>>;

const blank = (value: string | undefined | null) => !value?.trim();

export function loginProblems(values: { email: string; password: string }, lang: Lang = 'en'): Problems<'email' | 'password'> {
  const problems: Problems<'email' | 'password'> = {};
  if (blank(values.email)) problems.email = checkText('field.required', lang);
  if (!values.password) problems.password = checkText('field.required', lang);
  return problems;
}

export type SignupValues = { full_name: string; email: string; password: string; password2: string };
export type SignupField = keyof SignupValues;
export const signupFields: readonly SignupField[] = ['full_name', 'email', 'password', 'password2'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function signupProblems(values: SignupValues, lang: Lang = 'en'): Problems<SignupField> {
  const problems: Problems<SignupField> = {};
  for (const field of signupFields) if (blank(values[field])) problems[field] = checkText('field.required', lang);
  if (!problems.email && !EMAIL.test(values.email.trim())) problems.email = checkText('field.invalid_email', lang);
  if (!problems.password && !problems.password2 && values.password !== values.password2) {
    problems.password2 = checkText('password.fields_mismatch', lang);
  }
  return problems;
}

/** Reset password: nothing is sent for an empty address (SPEC.md section 5). */
export function resetEmail(value: string): string | null {
  const email = value.trim();
  return email ? email : null;
}

/** Change password: the two passwords must match, else the warning 'Password Does Not Match' (its code; null: fine). */
export function changePasswordProblem(password: string, password2: string): Extract<CheckCode, 'field.required' | 'spec.password_mismatch'> | null {
  if (!password) return 'field.required';
  return password === password2 ? null : 'spec.password_mismatch';
}

/**
 * The login failure text in the page's language: the refusal's words by its code; null (the form says 'Invalid Data',
 * SPEC.md section 8) for a body that is not a refusal, or when the words cannot be loaded.
 */
export async function loginFailure(body: unknown, lang: Lang = 'en'): Promise<string | null> {
  const detail = body && typeof body === 'object' ? (body as Record<string, unknown>).detail : undefined;
  if (typeof detail !== 'string' || !detail) return null;
  const registry = await refusalRegistry();
  return registry ? registry.refusalWords(body, lang) : null;
}

/**
 * A Django-REST-style error body split into the form's fields and the rest (detail, non_field_errors,
 * fields the form does not have), in the page's language by the refusals' codes (shared refusals.ts). An unreadable
 * body, or one whose words cannot be loaded, gives the fallback text, which goes through `translate`.
 */
export async function splitServerErrors<Field extends string>(
  body: unknown,
  fields: readonly Field[],
  fallback: string,
  translate: (text: string) => string = (text) => text,
  lang: Lang = 'en',
): Promise<{ fields: Partial<Record<Field, string>>; other: string[] }> {
  const result: { fields: Partial<Record<Field, string>>; other: string[] } = { fields: {}, other: [] };
  const registry = body && typeof body === 'object' && !Array.isArray(body) ? await refusalRegistry() : null;
  if (!registry) return { ...result, other: [translate(fallback)] };
  const worded: Record<string, string[]> =
    typeof (body as { detail?: unknown }).detail === 'string' ? { detail: [registry.refusalWords(body, lang)] } : registry.fieldRefusals(body, lang);
  for (const [key, value] of Object.entries(worded)) {
    const texts = value.filter((v) => v !== '');
    if (!texts.length) continue;
    if ((fields as readonly string[]).includes(key)) result.fields[key as Field] = texts.join(' ');
    else result.other.push(key === 'detail' || key === 'non_field_errors' ? texts.join(' ') : `${key}: ${texts.join(' ')}`);
  }
  if (!Object.keys(result.fields).length && !result.other.length) result.other.push(translate(fallback));
  return result;
}

export type ProfileSummary = { user: { is_superuser: boolean; is_active: boolean } };
export type AfterLogin =
  | { to: string; toast: { kind: 'success'; message: string } }
  | { to: string; toast: { kind: 'warning'; message: string } }
  | { to: string; toast: null };

/**
 * Where a signed-in account goes (SPEC.md section 4): superusers to the console, unconfirmed accounts to
 * /confirmemail with 'Active Account.', everyone else to the profile with 'Signed in successfully' (or back
 * to the customer-area screen the guard sent them away from, such as a booked package's order form). The
 * company address is confirmed by the API itself, so its is_active is already true. The site's pages in the
 * sign-in page's language (/ar/user/profile from /ar/login); the toast in English, shown in the page's language.
 */
export function afterLogin(profile: ProfileSummary, returnTo: string | null = null, lang: Lang = 'en'): AfterLogin {
  if (profile.user.is_superuser) return { to: `${ADMIN_PREFIX}/`, toast: null };
  const confirm = localePath(lang, routeTable.confirmEmail.path);
  if (!profile.user.is_active) return { to: confirm, toast: { kind: 'warning', message: messages.activeAccount } };
  return { to: returnTo ?? localePath(lang, pathTo('profile')), toast: { kind: 'success', message: messages.signedIn } };
}

/** `?activated=true&uidb64=…&token=…` on the login page, or null when the page was not opened from the mail. */
export function activationParams(search: string): { uidb64: string; token: string } | null {
  const params = new URLSearchParams(search);
  if (params.get('activated') !== 'true') return null;
  const uidb64 = params.get('uidb64') ?? '';
  const token = params.get('token') ?? '';
  return { uidb64, token };
}

/** The reset link's `otp`, `uidb64` and `reset_token`, or null when one is missing. */
export function resetLinkParams(search: string): { otp: string; uidb64: string; reset_token: string } | null {
  const params = new URLSearchParams(search);
  const otp = params.get('otp');
  const uidb64 = params.get('uidb64');
  const reset_token = params.get('reset_token');
  return otp && uidb64 && reset_token ? { otp, uidb64, reset_token } : null;
}
