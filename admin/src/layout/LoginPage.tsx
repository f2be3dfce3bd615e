import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { toastMs } from '@fitout/shared';
import type { LoginParams } from '../authProvider/authProvider.ts';
import { basename } from '../config.ts';
import { leaveNotice, noticeShown, peekNotice, type PendingNotice } from '../notices/pending.ts';
import { storedLocale } from '../i18n/locale.ts';
import { doorWords } from '../i18n/door.ts';
import { Door, DoorAlert, DoorField, DoorIcon, DoorSubmit, useDoorErrors } from './Door.tsx';

/** The login page's words in the language chosen in the console (read once: the page has no switch). */
const words = () => doorWords[storedLocale()].login;
const notices = () => doorWords[storedLocale()].notices;

// The login page is the console's first screen for most visits, so it is a door (Door.tsx: plain elements in
// react-admin's look): Material UI, the router, react-admin and the console's pages load once someone types in it or
// signs in (main.tsx passes `preload`).

/** The auth provider comes with the console's own code (and the API contract it reads its paths from). */
const auth = () => import('../auth/session.ts').then((module) => module.authProvider);

/** True when the header's cookie says someone is signed in (no cookie at all: nobody is); the API's cookie decides. */
const hasSession = async () => {
  if (!document.cookie) return false;
  return (await import('@fitout/shared/session')).signedInFlag();
};

type LoginPageProps = {
  /** Opens a page of the console (the dashboard, or the page that sent the visitor here) once signed in. */
  onSignedIn: (path: string) => void;
  /** The console page that sent a signed-out visitor here, if any. */
  next?: string;
  /** Starts loading what signing in leads to (the console), when it is not there yet: called as someone types. */
  preload?: () => void;
};

type Errors = { email?: string; password?: string; code?: string };

/** The auth provider's module: its provider and the error that asks for a second step. */
const authModule = () => import('../authProvider/authProvider.ts');

/**
 * Email and password (SPEC.md section 5: both required). A refused sign-in shows the server's words in an alert and
 * a toast and empties the fields; a superuser lands on the dashboard (or the page that sent them here), a customer
 * on the site's profile.
 */
function LoginForm({ onToast, onSignedIn, next, preload }: LoginPageProps & { onToast: (notice: PendingNotice) => void }) {
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { setErrors, field } = useDoorErrors<keyof Errors>('login');
  const [showPassword, setShowPassword] = useState(false);
  // The token of a sign-in whose password was right and which asks for a code (two-factor sign-in).
  const [secondStep, setSecondStep] = useState<string | null>(null);
  const t = words();

  /** Signs in one of three ways; a refusal shows the server's words, and a password may lead to the second step. */
  const signIn = async (params: LoginParams, refusal?: string) => {
    setPending(true);
    setFailure(null);
    preload?.();
    try {
      await (await auth()).login(params);
      leaveNotice({ message: notices().signed_in, type: 'success', autoHideDuration: toastMs.success });
      onSignedIn(next ?? `${basename}/`);
    } catch (error) {
      const { SecondStepRequired } = await authModule();
      setPending(false);
      setAttempt((n) => n + 1);
      if (error instanceof SecondStepRequired) {
        setSecondStep(error.mfaToken);
        return;
      }
      // The authProvider words a refusal in the console's language, from its code.
      const said = error instanceof Error && error.message ? error.message : null;
      // A second step that waited too long goes back to the password.
      if ((error as { code?: unknown }).code === 'two_factor.sign_in_expired') setSecondStep(null);
      const message = refusal ?? said ?? notices().invalid_data;
      setFailure(message);
      onToast({ message, type: 'error', autoHideDuration: toastMs.error });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (secondStep) {
      const code = String(data.get('code') ?? '').trim();
      setErrors({ code: code ? undefined : t.required });
      if (code) await signIn({ mfa_token: secondStep, code });
      return;
    }
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const missing: Errors = { email: email.trim() ? undefined : t.required, password: password ? undefined : t.required };
    setErrors(missing);
    if (missing.email || missing.password) return;
    await signIn({ email, password });
  };

  /** A passkey alone: the browser asks for the device's fingerprint, face or PIN. */
  const passkey = async () => {
    if (!window.PublicKeyCredential) {
      setFailure(t.passkey_unsupported);
      return;
    }
    // Any refusal (cancelled, no passkey on this device, not accepted) is told in the console's words.
    await signIn({ passkey: true }, t.passkey_failed);
  };

  // Focused once painted: a focus during React's first commit forces a style and layout pass inside that task. Only
  // where nothing has the focus yet: a person (or a password manager) already in a field keeps it, rather than typing
  // on into the email field once a slow device paints.
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) emailRef.current?.focus();
      }, 0),
    );
    return () => cancelAnimationFrame(frame);
  }, [attempt]);
  return (
    <div className="door-body">
      {failure ? <DoorAlert severity="error">{failure}</DoorAlert> : null}
      {secondStep ? (
        <form key={`code-${attempt}`} onSubmit={submit} noValidate>
          <h2 className="door-step-title">{t.second_step_title}</h2>
          <p className="door-muted door-step-help">{t.second_step_help}</p>
          <DoorField {...field('code')} type="text" label={t.code} autoComplete="one-time-code" inputRef={emailRef} />
          <DoorSubmit pending={pending} label={t.verify} icon="lock" />
          <button type="button" className="door-button door-text" disabled={pending} onClick={() => void passkey()}>
            <DoorIcon name="key" />
            {t.sign_in_passkey}
          </button>
          <button type="button" className="door-button door-text" disabled={pending} onClick={() => setSecondStep(null)}>
            {t.back}
          </button>
        </form>
      ) : (
        <form key={attempt} onSubmit={submit} onInput={() => preload?.()} noValidate>
          <DoorField {...field('email')} type="email" label={t.email} autoComplete="username" inputRef={emailRef} />
          <DoorField
            {...field('password')}
            type={showPassword ? 'text' : 'password'}
            label={t.password}
            autoComplete="current-password"
            end={
              <button
                type="button"
                className="door-reveal"
                aria-label={showPassword ? t.hide_password : t.show_password}
                onClick={() => setShowPassword((v) => !v)}
              >
                <DoorIcon name={showPassword ? 'shown' : 'hidden'} />
              </button>
            }
          />
          <DoorSubmit pending={pending} label={t.sign_in} icon="lock" />
          <button type="button" className="door-button door-outlined" disabled={pending} onClick={() => void passkey()}>
            <DoorIcon name="key" />
            {t.sign_in_passkey}
          </button>
        </form>
      )}
    </div>
  );
}

/**
 * Someone already signed in has no business on this page: a superuser goes on to the console, a customer to their
 * profile on the site.
 */
function useSignedInLeaves(onSignedIn: (path: string) => void) {
  useEffect(() => {
    void hasSession().then(async (signedIn) => {
      if (!signedIn) return;
      try {
        await (await auth()).checkAuth({});
      } catch (error) {
        const { redirectTo } = (error ?? {}) as { redirectTo?: string };
        if (redirectTo?.startsWith('http')) window.location.assign(redirectTo);
        return;
      }
      onSignedIn(`${basename}/`);
    });
  }, [onSignedIn]);
}

/** The toasts of this page, as the console's notifications look (placed alike, coloured by kind), hidden after their time. */
function Toast({ notice, onClose }: { notice: PendingNotice | null; onClose: () => void }) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, notice.autoHideDuration);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  if (!notice) return null;
  return (
    <div className="door-toast" data-type={notice.type}>
      <div role="alert">{notice.message}</div>
    </div>
  );
}

export function LoginPage({ onSignedIn, next, preload }: LoginPageProps) {
  useSignedInLeaves(onSignedIn);
  const t = words();
  // "You have been logged out." from the console that handed over to this page.
  const [notice, setNotice] = useState<PendingNotice | null>(peekNotice);
  useEffect(() => noticeShown(notice), [notice]);
  const close = useCallback(() => setNotice(null), []);
  return (
    <Door icon="lock" title={t.title} subtitle={t.subtitle} after={<Toast notice={notice} onClose={close} />}>
      <LoginForm onToast={setNotice} onSignedIn={onSignedIn} next={next} preload={preload} />
    </Door>
  );
}
