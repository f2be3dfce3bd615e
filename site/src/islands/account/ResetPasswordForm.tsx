// /resetpassword (SPEC.md sections 5 and 8): the address is required and nothing is sent without it;
// success says 'Password Reset Email Sent!'; failures are silent.
import { useRef, useState, type FormEvent } from 'react';
import { apiMessages, messages, routeTable } from '@fitout/shared';
import { FormNotice, InputField } from '../Field.tsx';
import { resetEmail } from './rules.ts';
import { api } from './session.ts';
import { notify, Toasts } from './toasts.tsx';
import { useHydrated } from './useHydrated.ts';

export default function ResetPasswordForm() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = resetEmail(email);
    setSent(false);
    if (!address) {
      setProblem(apiMessages.required);
      emailRef.current?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await api.get(`user/password-reset/${encodeURIComponent(address)}/`);
      setSent(true);
      notify.success(messages.passwordResetSent);
    } catch (error) {
      // Silent by the spec: the visitor sees no difference.
      console.error('Password reset request failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Toasts />
      <form className="form" method="post" noValidate onSubmit={submit} aria-label="Reset password">
        {sent && (
          <FormNotice kind="success">
            {messages.passwordResetSent} If an account uses this address, the link to choose a new password is on its way.
          </FormNotice>
        )}
        <InputField
          ref={emailRef}
          id="reset-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem}
        />
        <button className="button button--block" type="submit" disabled={!hydrated || busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="form-footnote">
        Remembered it? <a href={routeTable.login.path}>Login</a>
      </p>
    </>
  );
}
