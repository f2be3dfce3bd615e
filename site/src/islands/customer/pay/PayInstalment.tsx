// Paying an instalment online on the customer's order (issue 40): each due instalment with the ways the company has
// turned on. Paymob sends the customer to its checkout and back here with ?payment=<id>: the page then says
// "processing" and asks the API until the provider's callback has been recorded, never trusting the return's query.
// Fawry gives a reference number with its expiry and how to pay it.
import { useCallback, useEffect, useState } from 'react';
import { call } from '@fitout/shared/client';
import { COMPANY_TIME_ZONE, formatPiastres, type OnlinePaymentWay } from '@fitout/shared';
import type { OnlinePaymentAttempt, PayOptions } from '@fitout/shared/contract';
import type { Lang } from '../../../i18n/ui.ts';
import { onlinePayments } from '../../session/calls.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import { firstRefusal } from '../refusal.ts';
import { payWords } from './words.ts';
import './pay.css';

const POLL_MS = 1_500;

/** The attempt the customer came back from Paymob with (?payment=<id>), if any. */
const returnedFrom = () => Number(new URLSearchParams(window.location.search).get('payment')) || null;

export default function PayInstalment({ slug, lang, onPaid }: { slug: string; lang: Lang; onPaid: () => void }) {
  const w = payWords(lang);
  const [options, setOptions] = useState<PayOptions | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [watched, setWatched] = useState<number | null>(() => returnedFrom());
  const load = useCallback(
    () =>
      call(api, onlinePayments.options, { params: { slug } })
        .then(setOptions)
        .catch(() => setOptions(null)),
    [slug],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const watchedAttempt = options?.attempts.find((attempt) => attempt.id === watched) ?? null;
  // Back from Paymob: ask until the callback has been recorded (or the payment failed).
  useEffect(() => {
    if (watchedAttempt?.status !== 'pending') return;
    const timer = setTimeout(async () => {
      await load();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [watchedAttempt, load]);
  useEffect(() => {
    if (watchedAttempt?.status === 'paid') onPaid();
  }, [watchedAttempt?.status, onPaid]);

  if (!options || options.ways.length === 0) return null;
  const days = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const fawryOpen = (milestone: number) =>
    options.attempts.find(
      (attempt) => attempt.way === 'fawry' && attempt.milestone_id === milestone && attempt.status === 'pending' && attempt.reference,
    );

  async function start(milestone: number, way: OnlinePaymentWay) {
    setBusy(`${milestone}-${way}`);
    try {
      const attempt = await call(api, onlinePayments.start, { params: { slug }, body: { milestone_id: milestone, way } });
      if (way === 'paymob' && attempt.checkout_url) {
        window.location.assign(attempt.checkout_url);
        return;
      }
      setWatched(attempt.id);
      await load();
    } catch (error) {
      notify.error(firstRefusal(error, lang));
    }
    setBusy(null);
  }

  return (
    <section className="panel pay" id="pay" {...(options.instalments.length > 0 ? { 'aria-labelledby': 'pay-title' } : { 'aria-label': w.title })}>
      {watchedAttempt && <Status attempt={watchedAttempt} lang={lang} />}
      {options.instalments.length > 0 && (
        <>
          <h2 id="pay-title">{w.title}</h2>
          <p className="pay__lead">{w.lead}</p>
          <ul className="pay__list">
            {options.instalments.map((instalment) => {
              const reference = fawryOpen(instalment.milestone_id);
              return (
                <li key={instalment.milestone_id} className="pay__instalment">
                  <div className="pay__head">
                    <span>{lang === 'ar' && instalment.label_ar ? instalment.label_ar : instalment.label}</span>
                    <strong data-amount>{formatPiastres(instalment.amount, lang)}</strong>
                  </div>
                  <div className="pay__ways">
                    {options.ways.includes('paymob') && (
                      <button
                        type="button"
                        className="button"
                        disabled={busy !== null}
                        aria-describedby={`pay-card-${instalment.milestone_id}`}
                        onClick={() => start(instalment.milestone_id, 'paymob')}
                      >
                        {busy === `${instalment.milestone_id}-paymob` ? w.going : w.card}
                      </button>
                    )}
                    {options.ways.includes('fawry') && !reference && (
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={busy !== null}
                        onClick={() => start(instalment.milestone_id, 'fawry')}
                      >
                        {busy === `${instalment.milestone_id}-fawry` ? w.asking : w.fawry}
                      </button>
                    )}
                  </div>
                  {options.ways.includes('paymob') && (
                    <p className="pay__hint" id={`pay-card-${instalment.milestone_id}`}>
                      {w.cardHint}
                    </p>
                  )}
                  {reference && (
                    <div className="pay__reference" aria-live="polite">
                      <p>{w.reference}</p>
                      <p className="pay__number" dir="ltr" data-reference>
                        {reference.reference}
                      </p>
                      {reference.expires_at && <p>{w.expires(days.format(new Date(reference.expires_at)))}</p>}
                      <p className="pay__hint">{w.howToPay}</p>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function Status({ attempt, lang }: { attempt: OnlinePaymentAttempt; lang: Lang }) {
  const w = payWords(lang);
  const text =
    attempt.status === 'paid'
      ? w.paid
      : attempt.status === 'failed'
        ? w.failed
        : attempt.status === 'expired'
          ? w.expired
          : attempt.way === 'fawry'
            ? w.waiting
            : w.processing;
  return (
    <p className={`pay__status pay__status--${attempt.status}`} role="status" data-status={attempt.status}>
      {text}
    </p>
  );
}
