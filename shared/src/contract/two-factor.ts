// Two-factor sign-in for staff (issue 23; docs/decisions.md): the second step of a sign-in that user/token/ asked for
// (a code or a recovery code with its mfa_token), passkey sign-in, and the member of staff's own settings (TOTP
// enrolment, recovery codes, passkeys).
import { SUDO_REQUIRED, SUDO_SECONDS, sudoMethods } from '../two-factor/words.ts';
import { z } from '../common/zod.ts';
import { staffOnly } from './endpoint.ts';
import { endpoint } from './endpoint.ts';
import { idParams } from './params.ts';
import { detail } from './records.ts';
import { sessionAnswer } from './accounts.ts';

const tag = 'Two-factor sign-in';
const isoDate = z.string().describe('ISO 8601 date and time');
const code = z.string().trim().min(1).max(40).describe('Six digits from the authenticator app, or a recovery code');
/** What the browser's WebAuthn call gave, as @simplewebauthn/browser serialises it; the server checks it. */
const credential = z.looseObject({ id: z.string().max(2000), type: z.literal('public-key') }).describe('The PublicKeyCredential as JSON');
const ceremony = z.object({
  challenge_id: z.string().describe('Send it back with the credential'),
  options: z.looseObject({}).describe("The options for the browser's navigator.credentials call (JSON)"),
});

/** The answer of user/token/ (401) for an account whose sign-in has a second step. */
export const secondStep = z.object({
  detail: z.string(),
  mfa_required: z.literal(true),
  mfa_token: z.string().describe('For user/token/2fa/, valid for 5 minutes'),
  methods: z.array(z.enum(['totp', 'recovery_code'])).describe('A passkey signs in by itself: user/token/passkey/'),
});

export const passkey = z.object({ id: z.int().positive(), name: z.string(), created_at: isoDate, last_used_at: isoDate.nullable() });

export const twoFactorStatus = z.object({
  required: z.boolean().describe('Whether your role must use two-factor sign-in (STAFF_2FA)'),
  totp: z.boolean().describe('An authenticator app is set up'),
  recovery_codes_left: z.int(),
  passkeys: z.array(passkey),
});

export const totpSetup = z.object({
  secret: z.string().describe('Base32, for typing into the app by hand'),
  otpauth_uri: z.string(),
  qr: z.string().describe('The otpauth URI as a QR code: an SVG data URL'),
});

export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()).describe('Shown once: only their hashes are kept') });

export const twoFactorCodeSchema = z.object({ code });
export const secondStepSchema = z.object({ mfa_token: z.string().min(1).max(2000), code });
export const passkeySignInSchema = z.object({ challenge_id: z.string().min(1).max(100), credential });
export const passkeyRegisterSchema = z.object({
  challenge_id: z.string().min(1).max(100),
  credential,
  name: z.string().trim().max(60).optional().describe("What you call it ('Passkey' when left out)"),
});

/** user/sudo/: one proof, the one the account can give (the answer of a refusal names them). */
export const sudoSchema = z.object({
  code: code.optional(),
  password: z.string().max(1000).optional().describe('Only for an account with no second factor'),
  challenge_id: z.string().min(1).max(100).optional().describe('With credential: a passkey, from user/sudo/passkey/options/'),
  credential: credential.optional(),
});

/** What a security change answers (403) while the caller's last proof is missing or older than 5 minutes. */
export const sudoRequired = z.object({
  detail: z.string(),
  code: z.literal(SUDO_REQUIRED),
  methods: z.array(z.enum(sudoMethods)).describe('How this account can prove it is them (user/sudo/)'),
});

export const sudoGranted = z.object({
  access: z.string().describe('An access token that carries the proof: use it for the change (the refresh token stays as it is)'),
  sudo_until: isoDate.describe(`When the proof stops counting (${SUDO_SECONDS / 60} minutes)`),
});

export const twoFactor = {
  signInCode: endpoint({
    method: 'POST',
    path: 'user/token/2fa/',
    summary: "The second step of a sign-in: user/token/'s mfa_token with a code or a recovery code (answered as user/token/ is)",
    tag,
    access: 'public',
    body: secondStepSchema,
    responses: { 200: sessionAnswer },
  }),
  passkeyOptions: endpoint({
    method: 'POST',
    path: 'user/token/passkey/options/',
    summary: 'Sign in with a passkey, step one: the challenge for navigator.credentials.get (single use, 5 minutes)',
    tag,
    access: 'public',
    responses: { 200: ceremony },
  }),
  passkeySignIn: endpoint({
    method: 'POST',
    path: 'user/token/passkey/',
    summary: 'Sign in with a passkey, step two: the signed challenge (answered as user/token/ is)',
    tag,
    access: 'public',
    body: passkeySignInSchema,
    responses: { 200: sessionAnswer },
  }),
  status: endpoint({
    method: 'GET',
    path: 'user/2fa/',
    summary: 'Your two-factor sign-in: whether it is required, the authenticator app, recovery codes left, passkeys',
    tag,
    access: staffOnly.staff,
    beforeTwoFactor: true,
    responses: { 200: twoFactorStatus },
  }),
  totpSetup: endpoint({
    method: 'POST',
    path: 'user/2fa/totp/',
    summary: 'Set up an authenticator app: a new secret and its QR code (on only once confirmed with a code)',
    tag,
    access: staffOnly.staff,
    sudo: true,
    audit: { skip: 'starts an enrolment: a secret kept pending, changing nothing until totp/confirm/, which is logged' },
    beforeTwoFactor: true,
    responses: { 200: totpSetup },
  }),
  totpConfirm: endpoint({
    method: 'POST',
    path: 'user/2fa/totp/confirm/',
    summary: "Turn the app on with its first code: ten recovery codes, shown this once (replacing any earlier app's)",
    tag,
    access: staffOnly.staff,
    sudo: true,
    audit: { skip: 'the caller’s own second factor: logged as a two-factor event, in its transaction (two-factor/routes.ts)' },
    beforeTwoFactor: true,
    body: twoFactorCodeSchema,
    responses: { 200: recoveryCodes },
  }),
  totpDisable: endpoint({
    method: 'POST',
    path: 'user/2fa/totp/disable/',
    summary: 'Turn the authenticator app off with a current code (refused where your role requires it)',
    tag,
    access: staffOnly.staff,
    audit: { skip: 'the caller’s own second factor: logged as a two-factor event, in its transaction (two-factor/routes.ts)' },
    body: twoFactorCodeSchema,
    responses: { 200: detail },
  }),
  recoveryCodes: endpoint({
    method: 'POST',
    path: 'user/2fa/recovery-codes/',
    summary: 'Ten new recovery codes for a current code; the old ones stop working',
    tag,
    access: staffOnly.staff,
    audit: { skip: 'the caller’s own second factor: logged as a two-factor event, in its transaction (two-factor/routes.ts)' },
    body: twoFactorCodeSchema,
    responses: { 200: recoveryCodes },
  }),
  passkeyRegisterOptions: endpoint({
    method: 'POST',
    path: 'user/2fa/passkeys/options/',
    summary: 'Add a passkey, step one: the challenge for navigator.credentials.create (single use, 5 minutes)',
    tag,
    access: staffOnly.staff,
    sudo: true,
    audit: { skip: 'a registration challenge, changing no record: the passkey registered with it is logged' },
    responses: { 200: ceremony },
  }),
  passkeyRegister: endpoint({
    method: 'POST',
    path: 'user/2fa/passkeys/',
    summary: 'Add a passkey, step two: the new credential',
    tag,
    access: staffOnly.staff,
    sudo: true,
    audit: { skip: 'the caller’s own second factor: logged as a two-factor event, in its transaction (two-factor/routes.ts)' },
    body: passkeyRegisterSchema,
    refusals: { 409: 'The authenticator is registered already' },
    responses: { 201: passkey },
  }),
  passkeyDelete: endpoint({
    method: 'DELETE',
    path: 'user/2fa/passkeys/:id/',
    summary: 'Remove one of your passkeys',
    tag,
    access: staffOnly.staff,
    sudo: true,
    audit: { skip: 'the caller’s own second factor: logged as a two-factor event, in its transaction (two-factor/routes.ts)' },
    params: idParams,
    responses: { 200: detail },
  }),
  sudoOptions: endpoint({
    method: 'POST',
    path: 'user/sudo/passkey/options/',
    summary: 'Confirm it is you with a passkey, step one: the challenge for navigator.credentials.get (single use, 5 minutes)',
    tag,
    access: staffOnly.staff,
    beforeTwoFactor: true,
    audit: { skip: 'a challenge for a proof, changing no record: the proof itself is logged' },
    responses: { 200: ceremony },
  }),
  sudo: endpoint({
    method: 'POST',
    path: 'user/sudo/',
    summary:
      'Confirm it is you before a security change (sudo mode, 5 minutes): a current code, a recovery code or a passkey; the password where the account has no second factor',
    tag,
    access: staffOnly.staff,
    beforeTwoFactor: true,
    audit: { skip: 'a proof of the caller’s own identity, changing no record: logged as a sign-in event, in its transaction (two-factor/sudo.ts)' },
    body: sudoSchema,
    responses: { 200: sudoGranted },
  }),
} as const;

export type TwoFactorStatus = z.output<typeof twoFactorStatus>;
export type TotpSetup = z.output<typeof totpSetup>;
export type SecondStep = z.output<typeof secondStep>;
export type Passkey = z.output<typeof passkey>;
export type SudoRequired = z.output<typeof sudoRequired>;
export type SudoGranted = z.output<typeof sudoGranted>;
