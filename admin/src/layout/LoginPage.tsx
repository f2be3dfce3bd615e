import { type FormEvent, type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { toastMs } from '@fitout/shared';
import type { LoginParams } from '../authProvider/authProvider.ts';
import { basename } from '../config.ts';
import { storedDarkMode } from '../theme/darkMode.ts';
import './door.css';
import { leaveNotice, noticeShown, peekNotice, type PendingNotice } from '../notices/pending.ts';
import { directionOf, storedLocale } from '../i18n/locale.ts';
import { doorWords } from '../i18n/door.ts';

/** The login page's words in the language chosen in the console (read once: the page has no switch). */
const words = () => doorWords[storedLocale()].login;
const notices = () => doorWords[storedLocale()].notices;

// The login page is the console's first screen for most visits, so it is plain elements and a style sheet of its own
// (door.css), with the console's colours and react-admin's look (its <Login> card, filled inputs and toasts): Material
// UI, the router, react-admin and the console's pages load once someone types in it or signs in (main.tsx passes
// `preload`).

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

/** The filled field of the console's forms (react-admin's TextInput): its label floats up once it is focused or filled. */
function Field(props: {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  error?: string;
  end?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange: () => void;
}) {
  const id = `login-${props.name}`;
  return (
    <div className={`door-field ra-input ra-input-${props.name}`} data-error={props.error ? '' : undefined}>
      <div className="door-input">
        {/* The placeholder (a space) tells the style sheet whether the field is empty: the label sits in it until then. */}
        <input
          id={id}
          name={props.name}
          type={props.type}
          autoComplete={props.autoComplete}
          placeholder=" "
          required
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`${id}-helper-text`}
          ref={props.inputRef}
          onChange={props.onChange}
        />
        <label htmlFor={id}>
          {props.label}
          <span aria-hidden="true"> *</span>
        </label>
        {props.end}
      </div>
      <p id={`${id}-helper-text`} className="door-helper">
        {props.error ?? '\u200b'}
      </p>
    </div>
  );
}

/** Material's icons, as the console's MUI icons draw them (24 by 24), with the text's colour. */
const paths = {
  lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
  key: 'M21 10h-8.35C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H13l2 2 2-2 2 2 4-4.04zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3',
  shown:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  hidden:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
};

function Icon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="door-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

type Errors = { email?: string; password?: string; code?: string };

/** A step's button that sends its form, turning to a spinner while the answer is awaited. */
function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <button type="submit" className="door-button door-contained" disabled={pending}>
      {pending ? <span className="door-spinner" aria-hidden="true" /> : <Icon name="lock" />}
      {label}
    </button>
  );
}

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
  const [errors, setErrors] = useState<Errors>({});
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

  /** A field's name, its error, and the change that clears that error. */
  const field = (name: keyof Errors) => ({
    name,
    error: errors[name],
    onChange: () => errors[name] && setErrors((all) => ({ ...all, [name]: undefined })),
  });

  // Focused once painted: a focus during React's first commit forces a style and layout pass inside that task.
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => emailRef.current?.focus(), 0));
    return () => cancelAnimationFrame(frame);
  }, [attempt]);
  return (
    <div className="door-body">
      {failure ? (
        <div className="door-alert" role="alert">
          <Icon name="error" />
          <div>{failure}</div>
        </div>
      ) : null}
      {secondStep ? (
        <form key={`code-${attempt}`} onSubmit={submit} noValidate>
          <h2 className="door-step-title">{t.second_step_title}</h2>
          <p className="door-muted door-step-help">{t.second_step_help}</p>
          <Field {...field('code')} type="text" label={t.code} autoComplete="one-time-code" inputRef={emailRef} />
          <SubmitButton pending={pending} label={t.verify} />
          <button type="button" className="door-button door-text" disabled={pending} onClick={() => void passkey()}>
            <Icon name="key" />
            {t.sign_in_passkey}
          </button>
          <button type="button" className="door-button door-text" disabled={pending} onClick={() => setSecondStep(null)}>
            {t.back}
          </button>
        </form>
      ) : (
        <form key={attempt} onSubmit={submit} onInput={() => preload?.()} noValidate>
          <Field {...field('email')} type="email" label={t.email} autoComplete="username" inputRef={emailRef} />
          <Field
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
                <Icon name={showPassword ? 'shown' : 'hidden'} />
              </button>
            }
          />
          <SubmitButton pending={pending} label={t.sign_in} />
          <button type="button" className="door-button door-outlined" disabled={pending} onClick={() => void passkey()}>
            <Icon name="key" />
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
    <main className="door" dir={directionOf(storedLocale())} data-mode={storedDarkMode() ? 'dark' : 'light'}>
      <div className="door-card">
        <div className="door-badge">
          <Icon name="lock" />
        </div>
        <div className="door-head">
          <h1>{t.title}</h1>
          <p className="door-muted">{t.subtitle}</p>
        </div>
        <LoginForm onToast={setNotice} onSignedIn={onSignedIn} next={next} preload={preload} />
      </div>
      <Toast notice={notice} onClose={close} />
    </main>
  );
}
