// /mail-preferences?token=… (issue 25): the page a mail's "Stop these mails" link opens. It names the kind of mail the
// link turns off (GET mail/off/, which changes nothing, so that a mail scanner opening the link stops nothing), and
// its button turns it off (POST mail/off/); then it says so, and where to turn it back on.
import { useEffect, useState } from 'react';
import type { ApiError, CallRef } from '@fitout/shared/client';
import type { Answer, Endpoint } from '@fitout/shared/contract';
import { type MailPreferenceKind, routeTable } from '@fitout/shared';
import { FormNotice } from '../Field.tsx';
import { api } from '../session/session.ts';
import { mailPreferences } from '../session/calls.ts';
import HydratedButton from './HydratedButton.tsx';
import { kindLabel, mailWords } from '../customer/mailWords.ts';
import { type Lang, localePath } from '../../i18n/ui.ts';

type State =
  | { step: 'reading' }
  | { step: 'bad' }
  | { step: 'failed' }
  | { step: 'ready' | 'stopping' | 'done'; kind: MailPreferenceKind; error?: string };

/** A call of mail/off/ with the link's token as its query (the contract's `call` fills in path parameters only). */
const withToken = <E extends Endpoint>(ref: CallRef<E>, token: string) =>
  api.request<Answer<E>>({ method: ref.method, path: `${ref.path}?token=${encodeURIComponent(token)}` });

/** 400: the API did not make this link; anything else may pass (the API away, the connection lost). */
const refused = (error: unknown) => (error as ApiError).response?.status === 400;

export default function MailOffPage({ lang = 'en' }: { lang?: Lang }) {
  const w = mailWords(lang);
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: 'reading' });

  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get('token');
    setToken(found);
    if (!found) {
      setState({ step: 'bad' });
      return;
    }
    withToken(mailPreferences.offLink, found)
      .then(({ kind }) => setState({ step: 'ready', kind }))
      .catch((error: unknown) => setState({ step: refused(error) ? 'bad' : 'failed' }));
  }, []);

  async function stop() {
    if (!token || !('kind' in state)) return;
    const { kind } = state;
    setState({ step: 'stopping', kind });
    try {
      await withToken(mailPreferences.off, token);
      setState({ step: 'done', kind });
    } catch (error) {
      if (refused(error)) setState({ step: 'bad' });
      else setState({ step: 'ready', kind, error: w.failed });
    }
  }

  const profile = <a href={localePath(lang, routeTable.profile.path)}>{w.profile}</a>;
  if (state.step === 'reading') {
    return (
      <p className="muted" role="status">
        {w.loading}
      </p>
    );
  }
  if (state.step === 'bad') {
    return (
      <FormNotice kind="error">
        {w.badLink} {profile}
      </FormNotice>
    );
  }
  if (state.step === 'failed') return <FormNotice kind="error">{w.failed}</FormNotice>;
  const label = kindLabel(state.kind, lang);
  if (state.step === 'done') {
    return (
      <>
        <FormNotice kind="success">
          {w.done(label)} {w.turnBackOn}
        </FormNotice>
        <p className="form-footnote">{profile}</p>
      </>
    );
  }
  return (
    <div className="form">
      {state.error && <FormNotice kind="error">{state.error}</FormNotice>}
      <p>{w.willStop(label)}</p>
      <HydratedButton className="button button--block" type="button" onClick={() => void stop()} disabled={state.step === 'stopping'}>
        {state.step === 'stopping' ? w.stopping : w.stop}
      </HydratedButton>
      <p className="form-footnote">
        {w.turnBackOn} {profile}
      </p>
    </div>
  );
}
