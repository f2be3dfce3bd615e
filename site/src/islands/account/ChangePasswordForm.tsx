// /changepassword?otp=…&uidb64=…&reset_token=… (SPEC.md sections 2, 5 and 8): the mailed reset link. The two
// passwords must match ('Password Does Not Match'); the change goes as form data; then /login.
import { useEffect, useState, type FormEvent } from 'react';
import type { ApiError } from '@fitout/shared/client';
import { apiMessages, messages, routeTable } from '@fitout/shared';
import { FormNotice } from '../Field.tsx';
import { NewPasswordFields } from './AccountFields.tsx';
import { useForm } from '../useForm.ts';
import { changePasswordProblem, resetLinkParams, splitServerErrors } from './rules.ts';
import { checkText } from '@fitout/shared/refusal-checks';
import { api, forgetSession } from '../session/session.ts';
import { carryToast, notify, Toasts } from '../toasts/toasts.tsx';
import HydratedButton from './HydratedButton.tsx';
import { call } from '@fitout/shared/client';
import { accounts } from '../session/calls.ts';
import { formWords, sayIn, type Lang } from '../../i18n/forms.ts';
import { localePath } from '../../i18n/ui.ts';

type LinkParams = NonNullable<ReturnType<typeof resetLinkParams>>;

export default function ChangePasswordForm({ lang = 'en' }: { lang?: Lang }) {
  const t = formWords(lang);
  const tr = sayIn(lang);
  const askNewLink = <a href={localePath(lang, routeTable.resetPassword.path)}>{t.askNewLink}</a>;
  const [link, setLink] = useState<LinkParams | null | undefined>(undefined);
  const { values, bind, setProblems, failure, setFailure, busy, setBusy, formRef, focus } = useForm({ password: '', password2: '' });
  const { password, password2 } = values;

  useEffect(() => setLink(resetLinkParams(window.location.search)), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!link) return;
    setFailure(null);
    const problem = changePasswordProblem(password, password2);
    const words = problem ? checkText(problem, lang) : '';
    if (problem === 'spec.password_mismatch') {
      setProblems({ password2: words });
      notify.warning(words);
      return;
    }
    if (problem) {
      setProblems({ password: words });
      focus('password');
      return;
    }
    setProblems({});
    setBusy(true);
    const form = new FormData();
    form.set('otp', link.otp);
    form.set('uidb64', link.uidb64);
    form.set('reset_token', link.reset_token);
    form.set('password', password);
    try {
      await call(api, accounts.passwordChange, { body: form });
    } catch (error) {
      const split = await splitServerErrors((error as ApiError).response?.data, ['password'] as const, apiMessages.invalidLink, tr, lang);
      setProblems(split.fields);
      const text = [...split.other, ...Object.values(split.fields)].join(' ');
      if (split.other.length) setFailure(split.other.join(' '));
      notify.error(text);
      setBusy(false);
      return;
    }
    // The API ends every session of the account: this browser signs in again with the new password.
    forgetSession();
    carryToast('success', tr(messages.passwordChanged));
    window.location.assign(localePath(lang, routeTable.login.path));
  }

  if (link === null) {
    return (
      <FormNotice kind="error">
        {tr(apiMessages.invalidLink)} {askNewLink}.
      </FormNotice>
    );
  }

  return (
    <>
      <Toasts />
      <form ref={formRef} className="form" method="post" noValidate onSubmit={submit} aria-label={t.changeForm}>
        {failure && (
          <FormNotice kind="error">
            {failure} {askNewLink}.
          </FormNotice>
        )}
        <NewPasswordFields id="change-password" labels={[t.newPassword, t.confirmNewPassword]} hint={t.passwordHint} bind={bind} />
        <HydratedButton className="button button--block" type="submit" disabled={busy || !link}>
          {busy ? t.saving : t.changeButton}
        </HydratedButton>
      </form>
    </>
  );
}
