// /resetpassword (SPEC.md sections 5 and 8): the address is required and nothing is sent without it;
// success says 'Password Reset Email Sent!'; failures are silent.
import { useState, type FormEvent } from 'react';
import { apiMessages, messages, routeTable } from '@fitout/shared';
import { FormNotice } from '../Field.tsx';
import { EmailField } from './AccountFields.tsx';
import { useForm } from '../useForm.ts';
import { resetEmail } from './rules.ts';
import { api } from '../session/session.ts';
import { notify, Toasts } from '../toasts/toasts.tsx';
import HydratedButton from './HydratedButton.tsx';
import { call } from '@fitout/shared/client';
import { accounts } from '../session/calls.ts';
import { formWords, say, type Lang } from '../../i18n/forms.ts';
import { localePath } from '../../i18n/ui.ts';

export default function ResetPasswordForm({ lang = 'en' }: { lang?: Lang }) {
  const t = formWords(lang);
  const { values, bind, setProblems, busy, setBusy, formRef, focus } = useForm({ email: '' });
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = resetEmail(values.email);
    setSent(false);
    if (!address) {
      setProblems({ email: say(lang, apiMessages.required) });
      focus('email');
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await call(api, accounts.passwordReset, { params: { email: address } });
      setSent(true);
      notify.success(say(lang, messages.passwordResetSent));
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
      <form ref={formRef} className="form" method="post" noValidate onSubmit={submit} aria-label={t.resetForm}>
        {sent && (
          <FormNotice kind="success">
            {say(lang, messages.passwordResetSent)} {t.resetSentMore}
          </FormNotice>
        )}
        <EmailField id="reset-email" label={t.email} {...bind('email')} />
        <HydratedButton className="button button--block" type="submit" disabled={busy}>
          {busy ? t.sending : t.resetButton}
        </HydratedButton>
      </form>
      <p className="form-footnote">
        {t.remembered} <a href={localePath(lang, routeTable.login.path)}>{t.login}</a>
      </p>
    </>
  );
}
