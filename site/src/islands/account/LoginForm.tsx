// /login (SPEC.md sections 2, 4, 5, 8): email and password; the activation link's ?activated=true; where a
// signed-in account goes next.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@fitout/shared/client';
import { apiMessages, messages, routeTable } from '@fitout/shared';
import { errorMessage } from '@fitout/shared/client';
import { checkText } from '@fitout/shared/refusal-checks';
import { decodeToken } from '@fitout/shared/session';
import { FormNotice, InputField } from '../Field.tsx';
import { EmailField } from './AccountFields.tsx';
import { useForm } from '../useForm.ts';
import { activationParams, afterLogin, loginFailure, loginProblems, type ProfileSummary, type Problems } from './rules.ts';
import { refusalRegistry } from '../refusals.ts';
import { api, signedIn, storeActiveFlag, takeReturnTo } from '../session/session.ts';
import { carryToast, notify, Toasts } from '../toasts/toasts.tsx';
import HydratedButton from './HydratedButton.tsx';
import { call } from '@fitout/shared/client';
import { accounts } from '../session/calls.ts';
import { formWords, say, sayIn, type Lang } from '../../i18n/forms.ts';
import { localePath } from '../../i18n/ui.ts';

type Activation = { kind: 'pending' | 'success' | 'error'; text: string };

/** Signs in, reads the profile and leaves for the page SPEC.md section 4 names. Throws what the API threw. */
export async function signIn(email: string, password: string, lang: Lang = 'en'): Promise<void> {
  // The API keeps the refresh token in its HttpOnly cookie (ending the session it replaces); the access token stays
  // in this page's memory.
  const { access } = await call(api, accounts.token, { body: { email, password }, session: true });
  signedIn(access);
  const userId = decodeToken(access)?.user_id;
  let profile: ProfileSummary;
  try {
    profile = await call(api, accounts.profile, { params: { user_id: userId as number } });
  } catch (error) {
    throw new ProfileError(errorMessage(error, (error as Error).message));
  }
  storeActiveFlag(profile.user.is_active);
  const next = afterLogin(profile, takeReturnTo(), lang);
  if (next.toast) carryToast(next.toast.kind, sayIn(lang)(next.toast.message));
  window.location.assign(next.to);
}

export class ProfileError extends Error {}

export default function LoginForm({ lang = 'en' }: { lang?: Lang }) {
  const t = formWords(lang);
  const tr = sayIn(lang);
  const { values, setValues, bind, setProblems, failure, setFailure, busy, setBusy, formRef, focus, focusFirst } = useForm<
    { email: string; password: string },
    keyof Problems<'email' | 'password'>
  >({ email: '', password: '' });
  const [activation, setActivation] = useState<Activation | null>(null);
  const activationStarted = useRef(false);

  // The activation mail's link: /login?activated=true&uidb64=…&token=…
  useEffect(() => {
    const params = activationParams(window.location.search);
    if (!params || activationStarted.current) return;
    activationStarted.current = true;
    // The token is single-use: keep it out of the history and of any reload.
    window.history.replaceState(null, '', window.location.pathname);
    setActivation({ kind: 'pending', text: formWords(lang).confirmingEmail });
    call(api, accounts.activate, { body: params })
      .then(() => {
        storeActiveFlag(true);
        const text = say(lang, apiMessages.accountActivated);
        setActivation({ kind: 'success', text });
        notify.success(text);
      })
      .catch(async (error: ApiError) => {
        const body = error.response?.data as Record<string, unknown> | undefined;
        const stale = checkText('auth.link_invalid', lang);
        const text = (await refusalRegistry())?.refusalWords(body, lang, stale) ?? stale;
        setActivation({ kind: 'error', text });
        notify.error(text);
      });
  }, [lang]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = loginProblems(values, lang);
    setProblems(found);
    setFailure(null);
    if (found.email || found.password) {
      focusFirst(found, ['email', 'password']);
      return;
    }
    setBusy(true);
    try {
      await signIn(values.email.trim(), values.password, lang);
    } catch (error) {
      const text =
        error instanceof ProfileError
          ? tr(messages.errorFetchingProfile(error.message))
          : ((await loginFailure((error as ApiError).response?.data, lang)) ?? tr(messages.invalidData));
      setFailure(text);
      notify.error(text);
      // The password is cleared for the next try; the address stays (docs/decisions.md).
      if (!(error instanceof ProfileError)) {
        setValues((v) => ({ ...v, password: '' }));
        focus('password');
      }
      setBusy(false);
    }
  }

  return (
    <>
      <Toasts />
      {activation && <FormNotice kind={activation.kind === 'error' ? 'error' : 'success'}>{activation.text}</FormNotice>}
      <form ref={formRef} className="form" method="post" noValidate onSubmit={submit} aria-label={t.login}>
        {failure && <FormNotice kind="error">{failure}</FormNotice>}
        <EmailField id="login-email" label={t.email} autoComplete="username" {...bind('email')} />
        <InputField id="login-password" label={t.password} type="password" autoComplete="current-password" required {...bind('password')} />
        <div className="form-row">
          <a className="text-link" href={localePath(lang, routeTable.resetPassword.path)}>
            {t.forgotPassword}
          </a>
        </div>
        <HydratedButton className="button button--block" type="submit" disabled={busy}>
          {busy ? t.signingIn : t.loginButton}
        </HydratedButton>
      </form>
      <p className="form-footnote">
        {t.newHere} <a href={localePath(lang, routeTable.signup.path)}>{t.createAccount}</a>
      </p>
    </>
  );
}
