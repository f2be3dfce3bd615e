// Two-factor sign-in for staff (issue 23): who must use it, the shape of its codes, and the API's words about it.

/**
 * STAFF_2FA: whose sign-in needs a second step. `owners` (the default): owners must enrol, others may; `all`: every
 * member of staff must; `optional`: nobody must, anyone on the staff may.
 */
export const staffTwoFactorPolicies = ['owners', 'all', 'optional'] as const;
export type StaffTwoFactorPolicy = (typeof staffTwoFactorPolicies)[number];

/** Whether a member of staff with `role` must have two-factor sign-in before using the console. */
export function twoFactorRequired(policy: StaffTwoFactorPolicy, role: string | null | undefined): boolean {
  if (!role) return false;
  return policy === 'all' || (policy === 'owners' && role === 'owner');
}

/** A code from an authenticator app: six digits (RFC 6238's usual length, as every app shows it). */
export const TOTP_DIGITS = 6;
/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: three groups of four lowercase letters and digits (60 bits), e.g. `k4vm-2hqz-8tn3`. */
export const recoveryCodePattern = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/;

/**
 * Sudo mode (docs/decisions.md): a security change (the authenticator app, recovery codes, passkeys) needs a proof of
 * who one is given this many seconds ago at most: a sign-in, or user/sudo/.
 */
export const SUDO_SECONDS = 5 * 60;
/** The machine-readable `code` of the refusal a security change answers (403) while the proof is missing or old. */
export const SUDO_REQUIRED = 'sudo.required' as const;
/** How a proof can be given: a code from the app, a recovery code, a passkey, or the password of an account with none. */
export const sudoMethods = ['totp', 'recovery_code', 'passkey', 'password'] as const;
export type SudoMethod = (typeof sudoMethods)[number];

export const twoFactorMessages = {
  /** user/token/ for an account with two-factor sign-in: the password was right, a second step is needed. */
  secondStepRequired: 'Enter the code from your authenticator app, a recovery code, or use a passkey.',
  codeInvalid: 'This code is not valid. Check the time on your phone and try again.',
  signInExpired: 'This sign-in has expired. Enter your email and password again.',
  setupRequired: 'Set up two-factor sign-in before using the console.',
  noSetupPending: 'Start the setup again: no code is being set up.',
  requiredCannotDisable: 'Two-factor sign-in is required for your role and cannot be turned off.',
  notEnabled: 'Two-factor sign-in is not turned on.',
  passkeyRefused: 'This passkey was not accepted. Try again, or sign in with your password.',
  challengeExpired: 'This request has expired. Try again.',
  disabled: 'Two-factor sign-in is turned off.',
  passkeyRemoved: 'The passkey has been removed.',
  /** A security change asked for while the last proof is older than SUDO_SECONDS (403, code sudo.required). */
  sudoRequired: 'Confirm it is you to make this change.',
  passwordInvalid: 'This password is not correct.',
  /** user/sudo/ without any proof, or with one the account cannot give (a password where a second factor is on). */
  proofNeeded: 'Confirm with a code from your authenticator app, a recovery code or a passkey.',
  passwordProofNeeded: 'Confirm with your password.',
} as const;
