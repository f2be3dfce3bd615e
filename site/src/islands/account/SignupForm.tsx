// /signup (alias register), SPEC.md sections 4, 5 and 8: full name, email, password and its confirmation;
// the server's error object field by field; on success two toasts, a sign-in attempt, then /confirmemail.
import type { FormEvent } from 'react';
import type { ApiError } from '@fitout/shared/client';
import { messages, routeTable } from '@fitout/shared';
import { decodeToken } from '@fitout/shared/session';
import { FormNotice } from '../Field.tsx';
import { EmailField, FullNameField, NewPasswordFields } from './AccountFields.tsx';
import { useForm } from '../useForm.ts';
import { signupFields, signupProblems, splitServerErrors, type Problems, type SignupField, type SignupValues } from './rules.ts';
import { api, signedIn, storeActiveFlag } from '../session/session.ts';
import { carryToast, notify, Toasts } from '../toasts/toasts.tsx';
import HydratedButton from './HydratedButton.tsx';
import { call } from '@fitout/shared/client';
import { accounts } from '../session/calls.ts';
import { formWords, sayIn, type Lang } from '../../i18n/forms.ts';
import { localePath } from '../../i18n/ui.ts';

/** Every problem in the page's language. */
const empty: SignupValues = { full_name: '', email: '', password: '', password2: '' };

/** Right after registering: sign in with the same credentials and keep the (inactive) account's flag. */
async function signInAfterSignup(email: string, password: string) {
  try {
    const { access } = await call(api, accounts.token, { body: { email, password }, session: true });
    signedIn(access);
    const userId = decodeToken(access)?.user_id;
    const profile = await call(api, accounts.profile, { params: { user_id: userId as number } });
    storeActiveFlag(profile.user.is_active);
  } catch (error) {
    // The account exists; signing in can wait for the confirmed address.
    console.error('Sign-in after sign-up failed', error);
  }
}

export default function SignupForm({ lang = 'en' }: { lang?: Lang }) {
  const t = formWords(lang);
  const tr = sayIn(lang);
  const form = useForm<SignupValues, keyof Problems<SignupField>>(empty);
  const { values, bind, setProblems, failure, setFailure, busy, setBusy, formRef } = form;
  const focusFirst = (found: Partial<Record<string, string>>) => form.focusFirst(found, signupFields);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = signupProblems(values, lang);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    // The account's language: its activation mail is written in it and links to the page in that language.
    const body = { ...values, full_name: values.full_name.trim(), email: values.email.trim(), language: lang };
    try {
      await call(api, accounts.register, { body });
    } catch (error) {
      const response = (error as ApiError).response?.data;
      const split = await splitServerErrors(response, signupFields, messages.somethingWrong, tr, lang);
      setProblems(split.fields);
      const summary = split.other.join(' ') || Object.values(split.fields).join(' ');
      setFailure(split.other.length ? summary : null);
      notify.error(summary || tr(messages.somethingWrong));
      focusFirst(split.fields);
      setBusy(false);
      return;
    }
    // Both notices are shown by /confirmemail: this page is left at once.
    carryToast('success', tr(messages.signedUp));
    carryToast('success', tr(messages.registrationSuccess));
    await signInAfterSignup(body.email, body.password);
    window.location.assign(localePath(lang, routeTable.confirmEmail.path));
  }

  return (
    <>
      <Toasts />
      <form ref={formRef} className="form" method="post" noValidate onSubmit={submit} aria-label={t.signupForm}>
        {failure && <FormNotice kind="error">{failure}</FormNotice>}
        <FullNameField id="signup-full-name" label={t.fullName} {...bind('full_name')} />
        <EmailField id="signup-email" label={t.email} {...bind('email')} />
        <NewPasswordFields id="signup-password" labels={[t.password, t.confirmPassword]} hint={t.passwordHint} bind={bind} />
        <HydratedButton className="button button--block" type="submit" disabled={busy}>
          {busy ? t.creatingAccount : t.signupButton}
        </HydratedButton>
      </form>
      <p className="form-footnote">
        {t.haveAccount} <a href={localePath(lang, routeTable.login.path)}>{t.login}</a>
      </p>
    </>
  );
}
