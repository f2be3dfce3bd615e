// /logout (SPEC.md section 4): end the session on the server (best effort), clear both tokens, say
// 'You have been logged out.' and go back to the home page.
import { useEffect, useRef, useState } from 'react';
import { API_TIMEOUT_MS } from '@fitout/shared/client';
import { accounts, pathOf } from '@fitout/shared/contract';
import { clearTokens, readTokens } from '@fitout/shared/session';
import { messages, routeTable, toastMs } from '@fitout/shared';
import { apiRoot, markSignedIn, storeActiveFlag } from '../session/session.ts';
import { notify, Toasts } from '../toasts/toasts.tsx';
import { formWords, say, type Lang } from '../../i18n/forms.ts';
import { localePath } from '../../i18n/ui.ts';

/** POST user/logout/ with the refresh token; a failure changes nothing for the visitor. */
async function endServerSession(refresh: string | undefined) {
  if (!refresh) return;
  try {
    // Plain fetch: the API client would first refresh an expired access token, spending this refresh token.
    await fetch(`${apiRoot}${pathOf(accounts.logout)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
      signal: AbortSignal.timeout(Math.min(API_TIMEOUT_MS, 5000)),
    });
  } catch (error) {
    console.error('Logout call failed', error);
  }
}

export default function LogoutView({ lang = 'en' }: { lang?: Lang }) {
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { refresh } = readTokens();
    void endServerSession(refresh).then(() => {
      clearTokens();
      storeActiveFlag(null);
      markSignedIn(false);
      setDone(true);
      notify.success(say(lang, messages.loggedOut));
      setTimeout(() => window.location.replace(localePath(lang, routeTable.home.path)), toastMs.success);
    });
  }, [lang]);

  return (
    <>
      <Toasts />
      <div role="status" className="account-status">
        {done ? (
          <p>{say(lang, messages.loggedOut)}</p>
        ) : (
          <p className="account-status__pending">
            <span className="spinner" aria-hidden="true" /> {formWords(lang).signingOut}
          </p>
        )}
      </div>
      <p className="form-footnote">
        <a href={localePath(lang, routeTable.home.path)}>{say(lang, messages.backToHome)}</a>
      </p>
    </>
  );
}
