// One change order for the customer (issue 38), phone first: why, the lines added and taken out, the old total, the
// change and the new total, the days it adds (and where the expected completion moves), how it is paid, and the
// answer: approve with the typed name, or decline. Answered once: a second answer (another tab, another device) is
// refused by the server and the page shows the change as it now stands.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { call } from '@fitout/shared/client';
import type { ChangeOrder } from '@fitout/shared/contract';
import { changes } from '../../session/calls.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import SubmitButton from '../../SubmitButton.tsx';
import AreaLayout from '../AreaLayout.tsx';
import { InlineLoading } from '../PanelState.tsx';
import PhotoStrip from '../PhotoStrip.tsx';
import { useAreaLang } from '../lang.ts';
import { areaLink } from '../paths.ts';
import { useQuoteFormat } from '../quote/QuoteFigures.tsx';
import { useSignedAnswer } from '../refusal.ts';
import { ChangeLineList, ChangeTotals, scheduleText } from './ChangeFigures.tsx';
import { changeWords } from './words.ts';
import SignedName from '../SignedName.tsx';
import './changes.css';

export default function ChangePage() {
  const { slug = '', id = '' } = useParams();
  const { lang } = useAreaLang();
  const w = changeWords(lang);
  const { day } = useQuoteFormat();
  const [change, setChange] = useState<ChangeOrder | null | 'missing'>(null);
  const [name, setName] = useState('');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');

  const load = useCallback(
    () =>
      call(api, changes.mine, { params: { slug, id: Number(id) } })
        .then(setChange)
        .catch(() => setChange('missing')),
    [slug, id],
  );
  const { busy, errors, signed, send } = useSignedAnswer(lang, () => void load());
  useEffect(() => {
    void load();
  }, [load]);

  const back = (
    <Link className="button button--ghost" to={`${areaLink('orderDetails', { slug })}#changes`}>
      {w.back}
    </Link>
  );
  if (change === null || change === 'missing') {
    return (
      <AreaLayout title={w.heading} actions={back}>
        {change === null ? <InlineLoading /> : <p className="empty">{w.none}</p>}
      </AreaLayout>
    );
  }
  const open = change.status === 'pending' && !change.expired;

  async function answer(event: FormEvent, kind: 'approve' | 'decline') {
    event.preventDefault();
    if (kind === 'approve' && !signed(name)) return;
    await send(
      () =>
        kind === 'approve'
          ? call(api, changes.approve, { params: { slug, id: Number(id) }, body: { full_name: name } })
          : call(api, changes.decline, { params: { slug, id: Number(id) }, body: { reason } }),
      (answered) => {
        setChange(answered);
        notify.success(kind === 'approve' ? w.approved : w.declined);
      },
    );
  }

  const text = (english: string, arabic: string) => (lang === 'ar' && arabic ? arabic : english);
  return (
    <AreaLayout title={w.title(change.number)} lead={open ? w.lead : undefined} actions={back}>
      <section className="panel change" aria-labelledby="change-title" data-change={change.id} data-status={change.status}>
        <header className="quote__head">
          <h2 id="change-title">
            {w.title(change.number)} <span className={`tag tag--${change.status}`}>{w.statuses[change.status]}</span>
          </h2>
          {change.status === 'pending' && (
            <p className={change.expired ? 'notice notice--error' : 'muted'}>
              {change.expired ? w.expired(day(change.answer_by)) : w.answerBy(day(change.answer_by))}
            </p>
          )}
        </header>
        <h3>{w.why}</h3>
        <p className="change__reason" dir="auto">
          {text(change.reason, change.reason_ar)}
        </p>
        <PhotoStrip photos={change.photos} alt={w.photoOf} sizes="10rem" className="change__photos" />
        {change.lines.length > 0 && <ChangeLineList change={change} />}
        <ChangeTotals change={change} />
        {change.days_added > 0 && change.completion_before && change.completion_after && (
          <p className="change__completion" data-completion-after={change.completion_after}>
            {w.completionMoves(day(change.completion_before), day(change.completion_after))}
          </p>
        )}
        <p>
          <strong>{w.schedule}:</strong> {scheduleText(change, lang)}
        </p>
        {change.answer && (
          <p className="notice" data-answer={change.answer.kind}>
            {change.answer.kind === 'approved'
              ? w.approvedBy(change.answer.full_name, day(change.answer.answered_at))
              : w.declinedOn(day(change.answer.answered_at))}
          </p>
        )}
        <p>
          <Link className="button button--ghost button--small" to={areaLink('orderChangePrint', { slug, id: change.id })}>
            {w.print}
          </Link>
        </p>
      </section>

      {open && (
        <section className="panel quote-answer" aria-labelledby="approve-title">
          <h2 id="approve-title">{w.approve}</h2>
          <p className="muted">{w.approveLead}</p>
          <form className="form" onSubmit={(event) => void answer(event, 'approve')} noValidate>
            <SignedName id="change-name" label={w.fullName} value={name} onChange={setName} error={errors.full_name} />
            <div className="form-actions">
              <SubmitButton busy={busy} busyLabel={w.approving}>
                {w.approve}
              </SubmitButton>
            </div>
          </form>
          <div className="quote-answer__other">
            <button className="button button--ghost button--small" type="button" onClick={() => setDeclining(!declining)}>
              {w.decline}
            </button>
          </div>
          {declining && (
            <form className="form" onSubmit={(event) => void answer(event, 'decline')} noValidate>
              <div className="field">
                <label htmlFor="change-reason">{w.reason}</label>
                <textarea
                  id="change-reason"
                  rows={3}
                  maxLength={2000}
                  dir="auto"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
              <div className="form-actions">
                <button className="button button--danger" type="submit" disabled={busy}>
                  {w.decline}
                </button>
              </div>
            </form>
          )}
        </section>
      )}
    </AreaLayout>
  );
}
