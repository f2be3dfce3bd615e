// /resetpassword (SPEC.md sections 5 and 8): the address is required and nothing is sent without it;
// success says 'Password Reset Email Sent!'; failures are silent.
import { useState, type FormEvent } from 'react';
import { apiMessages, messages, routeTable } from '@fitout/shared';
import { FormNotice, InputField } from '../Field.tsx';
import { useForm } from '../useForm.ts';
import { resetEmail } from './rules.ts';
import { api } from '../session/session.ts';
import { notify, Toasts } from '../toasts/toasts.tsx';
import { useHydrated } from './useHydrated.ts';
import { call } from '@fitout/shared/client';
import { accounts } from '@fitout/shared/contract';

export default function ResetPasswordForm() {
  const hydrated = useHydrated();
  const { values, change, problems, setProblems, busy, setBusy, formRef, focus } = useForm({ email: '' });
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = resetEmail(values.email);
    setSent(false);
    if (!address) {
      setProblems({ email: apiMessages.required });
      focus('email');
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await call(api, accounts.passwordReset, { params: { email: address } });
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
      <form ref={formRef} className="form" method="post" noValidate onSubmit={submit} aria-label="Reset password">
        {sent && (
          <FormNotice kind="success">
            {messages.passwordResetSent} If an account uses this address, the link to choose a new password is on its way.
          </FormNotice>
        )}
        <InputField
          id="reset-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={problems.email}
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
