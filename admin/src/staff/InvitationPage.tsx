import { type FormEvent, useEffect, useState } from 'react';
import { fieldRefusals, refusalText, refusalWords } from '@fitout/shared/refusals';
import { type Invitation, pathOf, staff } from '@fitout/shared/contract';
import { apiRoot, basename } from '../config.ts';
import { Door, DoorAlert, DoorField, DoorSubmit, useDoorErrors } from '../layout/Door.tsx';
import { doorWords } from '../i18n/door.ts';
import { storedLocale } from '../i18n/locale.ts';
import { staffWords } from './words.ts';

// The page an invitation mail links to (/admin/invitation?token=…): a door (Door.tsx: plain elements in react-admin's
// look), as nobody is signed in. It says what the link is for, or why it no longer works, then takes a name and a
// password and sends the new member of staff to sign in.

const locale = storedLocale();
const words = staffWords[locale];
const invalidData = doorWords[locale].notices.invalid_data;

type Answer<T> = { ok: true; body: T } | { ok: false; message: string; fields?: Record<string, string[]> };

async function call<T>(path: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    const response = await fetch(`${apiRoot}${path}`, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json' } });
    const body = await response.json().catch(() => ({}));
    if (response.ok) return { ok: true, body: body as T };
    // A refusal in the console's language, by its code (shared refusals.ts); field errors under their fields.
    if (typeof body?.detail === 'string') return { ok: false, message: refusalWords(body, locale) };
    return { ok: false, message: invalidData, fields: fieldRefusals(body, locale) };
  } catch {
    return { ok: false, message: invalidData };
  }
}

type State =
  | { step: 'checking' }
  | { step: 'refused'; message: string }
  | { step: 'form'; invitation: Invitation }
  | { step: 'done'; message: string };

function AcceptForm({ token, invitation, onDone }: { token: string; invitation: Invitation; onDone: (message: string) => void }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { setErrors, field } = useDoorErrors<'full_name' | 'password'>('invitation');
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
      <p className="door-step-help">
        {words.invitation.intro.replace('%{role}', words.roles[invitation.role]).replace('%{email}', invitation.email)}
      </p>
      {failure ? <DoorAlert severity="error">{failure}</DoorAlert> : null}
      {/* The address, for the browser's password manager to save with the new password. */}
      <input type="email" name="email" autoComplete="username" value={invitation.email} readOnly hidden />
      <DoorField {...field('full_name')} type="text" label={words.invitation.name} autoComplete="name" help={words.invitation.name_help} />
      <DoorField
        {...field('password')}
        type="password"
        label={words.invitation.password}
        autoComplete="new-password"
        help={words.invitation.password_help}
      />
      <DoorSubmit pending={pending} label={words.invitation.accept} />
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
    <Door icon="groupAdd" title={words.invitation.title}>
      <div className="door-body">
        {state.step === 'checking' ? (
          <p role="status" className="door-muted">
            {words.invitation.checking}
          </p>
        ) : null}
        {state.step === 'refused' ? <DoorAlert severity="warning">{state.message}</DoorAlert> : null}
        {state.step === 'form' ? (
          <AcceptForm token={token} invitation={state.invitation} onDone={(message) => setState({ step: 'done', message })} />
        ) : null}
        {state.step === 'done' ? <DoorAlert severity="success">{state.message}</DoorAlert> : null}
        {state.step === 'refused' || state.step === 'done' ? (
          <a href={`${basename}/login`} className={`door-button ${state.step === 'done' ? 'door-contained' : 'door-text'}`}>
            {words.invitation.sign_in}
          </a>
        ) : null}
      </div>
    </Door>
  );
}
