import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { toastMs } from '@fitout/shared';
import type { LoginParams } from '../authProvider/authProvider.ts';
import { basename } from '../config.ts';
import { DoorPage } from './DoorPage.tsx';
import { useNoticePlace } from './noticePlace.ts';
import { leaveNotice, noticeShown, peekNotice, type PendingNotice } from '../notices/pending.ts';
import { storedLocale } from '../i18n/locale.ts';
import { consoleMessages } from '../i18n/messages.ts';

/** The login page's words in the language chosen in the console (read once: the page has no switch). */
const words = () => consoleMessages[storedLocale()].console.login;
const notices = () => consoleMessages[storedLocale()].console.notices;

// The login page is the console's first screen for most visits, so it is built from Material UI alone, in the
// console's theme and with react-admin's look (its <Login> card, inputs and toasts): the router, react-admin and the
// console's pages load once someone types in it or signs in (main.tsx passes `preload`).

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

/** react-admin's TextInput, as Material UI's TextField builds it (filled, dense, small), without the select parts. */
function Field(props: {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  helper?: string;
  error?: string;
  end?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange: () => void;
}) {
  const id = `login-${props.name}`;
  return (
    <FormControl
      className={`ra-input ra-input-${props.name}`}
      variant="filled"
      margin="dense"
      size="small"
      fullWidth
      required
      error={Boolean(props.error)}
    >
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <FilledInput
        id={id}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        inputRef={props.inputRef}
        onChange={props.onChange}
        endAdornment={props.end}
        aria-describedby={`${id}-helper-text`}
      />
      <FormHelperText id={`${id}-helper-text`}>{props.error ?? props.helper ?? <span>&#8203;</span>}</FormHelperText>
    </FormControl>
  );
}

type Errors = { email?: string; password?: string; code?: string };

/** A step's button that sends its form, turning to a spinner while the answer is awaited. */
function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="primary"
      fullWidth
      sx={{ mt: 2 }}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} thickness={3} color="inherit" /> : <LockIcon />}
    >
      {label}
    </Button>
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
    <CardContent>
      {failure ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      ) : null}
      {secondStep ? (
        <form key={`code-${attempt}`} onSubmit={submit} noValidate>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t.second_step_title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t.second_step_help}
          </Typography>
          <Field {...field('code')} type="text" label={t.code} autoComplete="one-time-code" inputRef={emailRef} />
          <SubmitButton pending={pending} label={t.verify} />
          <Button fullWidth sx={{ mt: 1 }} disabled={pending} startIcon={<KeyIcon />} onClick={() => void passkey()}>
            {t.sign_in_passkey}
          </Button>
          <Button fullWidth sx={{ mt: 1 }} disabled={pending} onClick={() => setSecondStep(null)}>
            {t.back}
          </Button>
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
              <InputAdornment position="end">
                <IconButton aria-label={showPassword ? t.hide_password : t.show_password} onClick={() => setShowPassword((v) => !v)} size="small">
                  {showPassword ? <Visibility fontSize="inherit" /> : <VisibilityOff fontSize="inherit" />}
                </IconButton>
              </InputAdornment>
            }
          />
          <SubmitButton pending={pending} label={t.sign_in} />
          <Button fullWidth variant="outlined" sx={{ mt: 1 }} disabled={pending} startIcon={<KeyIcon />} onClick={() => void passkey()}>
            {t.sign_in_passkey}
          </Button>
        </form>
      )}
    </CardContent>
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

/** The toasts of this page, as the console's notifications look (placed alike, coloured by kind). */
function Toast({ notice, onClose }: { notice: PendingNotice | null; onClose: () => void }) {
  const place = useNoticePlace();
  const colour = notice?.type === 'success' ? 'success.main' : notice?.type === 'error' ? 'error.main' : undefined;
  return (
    <Snackbar
      open={Boolean(notice)}
      message={notice?.message}
      autoHideDuration={notice?.autoHideDuration}
      onClose={onClose}
      anchorOrigin={place}
      slotProps={{ content: { sx: colour ? { bgcolor: colour, color: `${notice?.type}.contrastText` } : undefined } }}
    />
  );
}

export function LoginPage({ onSignedIn, next, preload }: LoginPageProps) {
  useSignedInLeaves(onSignedIn);
  const t = words();
  // "You have been logged out." from the console that handed over to this page.
  const [notice, setNotice] = useState<PendingNotice | null>(peekNotice);
  useEffect(() => noticeShown(notice), [notice]);
  return (
    <DoorPage icon={<LockIcon />} cardSx={{ minWidth: 300, mt: '6em' }} after={<Toast notice={notice} onClose={() => setNotice(null)} />}>
      <Box sx={{ px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="h1">
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.subtitle}
        </Typography>
      </Box>
      <LoginForm onToast={setNotice} onSignedIn={onSignedIn} next={next} preload={preload} />
    </DoorPage>
  );
}
