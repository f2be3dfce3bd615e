// /logout (SPEC.md section 4): end the session on the server (best effort; the API clears its cookie), forget it
// here, say 'You have been logged out.' and go back to the home page.
import { useEffect, useRef, useState } from 'react';
import { messages, routeTable, toastMs } from '@fitout/shared';
import { signOut } from '../session/session.ts';
import { notify, Toasts } from '../toasts/toasts.tsx';
import { formWords, say, type Lang } from '../../i18n/forms.ts';
import { localePath } from '../../i18n/ui.ts';

export default function LogoutView({ lang = 'en' }: { lang?: Lang }) {
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
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
