// Paying an instalment online on the customer's order (issue 40): each due instalment with the ways the company has
// turned on. Paymob sends the customer to its checkout and back here with ?payment=<id>: the page then says
// "processing" and asks the API until the provider's callback has been recorded, never trusting the return's query.
// Fawry gives a reference number with its expiry and how to pay it.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { call } from '@fitout/shared/client';
import { COMPANY_TIME_ZONE, formatPiastres, type OnlinePaymentWay, TRANSFER_RECEIPT_FIELD, dateTimeFormat } from '@fitout/shared';
import type { OnlinePaymentAttempt, PayOptions } from '@fitout/shared/contract';
import type { Lang } from '../../../i18n/ui.ts';
import { onlinePayments } from '../../session/calls.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import { firstRefusal } from '../refusal.ts';
import SubmitButton from '../../SubmitButton.tsx';
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
  const [transferOpen, setTransferOpen] = useState<number | null>(null);
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

  // The attempt to tell of: the one the customer came back from or just made, else their newest transfer.
  const watchedAttempt =
    options?.attempts.find((attempt) => attempt.id === watched) ?? options?.attempts.find((attempt) => attempt.way === 'instapay') ?? null;
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
  const days = dateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const fawryOpen = (milestone: number) =>
    options.attempts.find(
      (attempt) => attempt.way === 'fawry' && attempt.milestone_id === milestone && attempt.status === 'pending' && attempt.reference,
    );

  // A transfer sent for the instalment waits for staff: not a second one meanwhile.
  const transferWaiting = (milestone: number) =>
    options.attempts.some((attempt) => attempt.way === 'instapay' && attempt.milestone_id === milestone && attempt.status === 'pending');

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
      notify.error(await firstRefusal(error, lang));
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
                    {options.ways.includes('instapay') && !transferWaiting(instalment.milestone_id) && (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-expanded={transferOpen === instalment.milestone_id}
                        onClick={() => setTransferOpen(transferOpen === instalment.milestone_id ? null : instalment.milestone_id)}
                      >
                        {w.transfer}
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
                  {transferOpen === instalment.milestone_id && options.transfer && (
                    <TransferForm
                      slug={slug}
                      lang={lang}
                      milestone={instalment.milestone_id}
                      details={options.transfer}
                      onSent={async (id) => {
                        setTransferOpen(null);
                        setWatched(id);
                        await load();
                      }}
                    />
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

function TransferForm({
  slug,
  lang,
  milestone,
  details,
  onSent,
}: {
  slug: string;
  lang: Lang;
  milestone: number;
  details: NonNullable<PayOptions['transfer']>;
  onSent: (id: number) => Promise<void>;
}) {
  const w = payWords(lang);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('milestone_id', String(milestone));
    setBusy(true);
    try {
      const attempt = await call(api, onlinePayments.transfer, { params: { slug }, body: data as never });
      notify.success(w.sent);
      await onSent(attempt.id);
    } catch (error) {
      notify.error(await firstRefusal(error, lang));
    }
    setBusy(false);
  }
  return (
    <div className="pay__transfer">
      <p className="pay__hint">{w.transferLead}</p>
      {details.instapay_address && (
        <div className="pay__instapay">
          <div>
            <p>{w.instapay}</p>
            <p className="pay__number" dir="ltr">
              {details.instapay_address}
            </p>
          </div>
          {details.qr_svg && (
            <figure className="pay__qr">
              {/* The API's own SVG of the address (qrcode), no markup from the customer. */}
              <div role="img" aria-label={`${w.qr}: ${details.instapay_address}`} dangerouslySetInnerHTML={{ __html: details.qr_svg }} />
              <figcaption>{w.qr}</figcaption>
            </figure>
          )}
        </div>
      )}
      {details.bank_details && (
        <div>
          <p>{w.bank}</p>
          <p className="pay__bank" dir="auto">
            {details.bank_details}
          </p>
        </div>
      )}
      <form className="pay__form" onSubmit={submit}>
        <label>
          {w.reference_label}
          <input name="reference" required maxLength={100} autoComplete="off" dir="ltr" />
        </label>
        <label>
          {w.receipt_label}
          <input name={TRANSFER_RECEIPT_FIELD} type="file" accept="image/jpeg,image/png,image/webp" required />
        </label>
        <SubmitButton busy={busy} busyLabel={w.sending}>
          {w.send}
        </SubmitButton>
      </form>
    </div>
  );
}

function Status({ attempt, lang }: { attempt: OnlinePaymentAttempt; lang: Lang }) {
  const w = payWords(lang);
  const text =
    attempt.way === 'instapay'
      ? attempt.status === 'paid'
        ? w.transferPaid
        : attempt.status === 'refused'
          ? w.transferRefused(attempt.refusal_reason)
          : w.transferWaiting
      : attempt.status === 'paid'
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
