import { type FormEvent, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { fieldRefusals, refusalText, refusalWords } from '@fitout/shared/refusals';
import { type Invitation, pathOf, staff } from '@fitout/shared/contract';
import { apiRoot, basename } from '../config.ts';
import { DoorPage } from '../layout/DoorPage.tsx';
import { storedLocale } from '../i18n/locale.ts';
import { consoleMessages } from '../i18n/messages.ts';

// The page an invitation mail links to (/admin/invitation?token=…): Material UI without
// react-admin, as nobody is signed in. It says what the link is for, or why it no longer works, then takes a name and a
// password and sends the new member of staff to sign in.

const locale = storedLocale();
const words = consoleMessages[locale].console.staff;

type Answer<T> = { ok: true; body: T } | { ok: false; message: string; fields?: Record<string, string[]> };

async function call<T>(path: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    const response = await fetch(`${apiRoot}${path}`, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json' } });
    const body = await response.json().catch(() => ({}));
    if (response.ok) return { ok: true, body: body as T };
    // A refusal in the console's language, by its code (shared refusals.ts); field errors under their fields.
    const invalid = consoleMessages[locale].console.notices.invalid_data;
    if (typeof body?.detail === 'string') return { ok: false, message: refusalWords(body, locale) };
    return { ok: false, message: invalid, fields: fieldRefusals(body, locale) };
  } catch {
    return { ok: false, message: consoleMessages[locale].console.notices.invalid_data };
  }
}

type State =
  | { step: 'checking' }
  | { step: 'refused'; message: string }
  | { step: 'form'; invitation: Invitation }
  | { step: 'done'; message: string };

/** A required field, filled and dense as react-admin's inputs are; a refusal's words take the place of its help. */
function Field({ error, help, ...props }: { name: string; label: string; autoComplete: string; type?: string; error?: string; help: string }) {
  return <TextField {...props} required fullWidth margin="dense" size="small" variant="filled" error={Boolean(error)} helperText={error ?? help} />;
}

function AcceptForm({ token, invitation, onDone }: { token: string; invitation: Invitation; onDone: (message: string) => void }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ full_name?: string; password?: string }>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fullName = String(data.get('full_name') ?? '');
    const password = String(data.get('password') ?? '');
    const missing = {
      full_name: fullName.trim() ? undefined : words.invitation.required,
      password: password ? undefined : words.invitation.required,
    };
    setErrors(missing);
    if (missing.full_name || missing.password) return;
    setPending(true);
    setFailure(null);
    const answer = await call<{ detail: string }>(pathOf(staff.accept), {
      method: 'POST',
      body: JSON.stringify({ token, full_name: fullName, password }),
    });
    setPending(false);
    if (answer.ok) return onDone(words.invitation.accepted);
    if (answer.fields) setErrors({ full_name: answer.fields.full_name?.join(' '), password: answer.fields.password?.join(' ') });
    else setFailure(answer.message);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {words.invitation.intro.replace('%{role}', words.roles[invitation.role]).replace('%{email}', invitation.email)}
      </Typography>
      {failure ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      ) : null}
      {/* The address, for the browser's password manager to save with the new password. */}
      <input type="email" name="email" autoComplete="username" value={invitation.email} readOnly hidden />
      <Field name="full_name" label={words.invitation.name} autoComplete="name" error={errors.full_name} help={words.invitation.name_help} />
      <Field
        name="password"
        type="password"
        label={words.invitation.password}
        autoComplete="new-password"
        error={errors.password}
        help={words.invitation.password_help}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} thickness={3} color="inherit" /> : null}
      >
        {words.invitation.accept}
      </Button>
    </form>
  );
}

export function InvitationPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'checking' });
  useEffect(() => {
    if (!token) return setState({ step: 'refused', message: refusalText('staff.invitation_unknown', locale) ?? '' });
    void call<Invitation>(pathOf(staff.invitation, { token })).then((answer) =>
      setState(answer.ok ? { step: 'form', invitation: answer.body } : { step: 'refused', message: answer.message }),
    );
  }, [token]);
  return (
    <DoorPage icon={<GroupAddIcon />} cardSx={{ width: '100%', maxWidth: 420, mt: '4em' }}>
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center', px: 2 }}>
        {words.invitation.title}
      </Typography>
      <CardContent>
        {state.step === 'checking' ? (
          <Typography role="status" color="text.secondary">
            {words.invitation.checking}
          </Typography>
        ) : null}
        {state.step === 'refused' ? <Alert severity="warning">{state.message}</Alert> : null}
        {state.step === 'form' ? (
          <AcceptForm token={token} invitation={state.invitation} onDone={(message) => setState({ step: 'done', message })} />
        ) : null}
        {state.step === 'done' ? <Alert severity="success">{state.message}</Alert> : null}
        {state.step === 'refused' || state.step === 'done' ? (
          <Button href={`${basename}/login`} variant={state.step === 'done' ? 'contained' : 'text'} fullWidth sx={{ mt: 2 }}>
            {words.invitation.sign_in}
          </Button>
        ) : null}
      </CardContent>
    </DoorPage>
  );
}
