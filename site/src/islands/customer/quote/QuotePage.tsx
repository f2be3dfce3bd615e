// The customer's quote (issue 24), phone first: the current version's lines, the optional ones to tick in or out
// (the server recalculates the totals each time), VAT, the schedule, and the answer: accept with the typed name and
// the terms ticked, decline with a reason, or ask for changes. A revision sent meanwhile answers 409: the page says
// so and shows the new version. Below, the milestones (paid, due, later) and the payments.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { PaymentAccount, Quote } from '@fitout/shared/contract';
import { payments, quotes } from '../../session/calls.ts';
import { call } from '@fitout/shared/client';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import SubmitButton from '../../SubmitButton.tsx';
import AreaLayout from '../AreaLayout.tsx';
import { InlineLoading } from '../PanelState.tsx';
import { useAreaLang } from '../lang.ts';
import { areaLink } from '../paths.ts';
import { QuoteFigures, ScheduleTable, useQuoteFormat } from './QuoteFigures.tsx';
import { quoteWords } from './quoteWords.ts';
import PayInstalment from '../pay/PayInstalment.tsx';
import { fieldRefusalsOf, firstRefusal, refusalOf } from '../refusal.ts';
import { formatQuantity } from '@fitout/shared';
import { StaffText } from '../StaffText.tsx';
import LineUnit from './LineUnit.tsx';
import SignedName from '../SignedName.tsx';
import OneByOne from '../OneByOne.tsx';
import { nextTask, settled, settledValue } from '../tasks.ts';
import { formatsReady } from '../orders/warmFormats.ts';
import { readOrderPart } from '../orders/firstReads.ts';

/** A refused call, as the API client reports it: the answer's status and body. */
type ApiFailure = Error & { response?: { status: number; data: unknown } };

/**
 * GET the order's quote with the optional lines taken: the contract's call, its query in the path. The quote as it was
 * sent (no query) is the page's own script's early read when it made one (early.ts).
 */
export const readQuote = (slug: string, options: number[] = [], version?: number) => {
  const query = new URLSearchParams();
  if (options.length) query.set('options', options.join(','));
  if (version) query.set('version', String(version));
  const search = query.toString();
  if (!search) return readOrderPart(quotes.current, slug);
  const current = { ...quotes.current, path: `${quotes.current.path}?${search}` };
  return call(api, current as typeof quotes.current, { params: { slug } });
};

export default function QuotePage() {
  const { slug = '' } = useParams();
  const { lang } = useAreaLang();
  const w = quoteWords(lang);
  const { money, day } = useQuoteFormat();
  const [quote, setQuote] = useState<Quote | null | 'missing'>(null);
  const [account, setAccount] = useState<PaymentAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [other, setOther] = useState<'decline' | 'changes' | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [taken, setTaken] = useState<number[]>([]);

  // The quote and the payments are read side by side, the payments in a task of their own, and drawn once with the
  // formatters made aside (warmFormats.ts): the quote's sums and dates then load no locale data in the first draw, and
  // the payments' answer does not draw the whole quote a second time (issue 37: blocking time).
  const load = useCallback(
    async (options: number[] = []) => {
      const quoted = settled(readQuote(slug, options));
      await nextTask();
      const paid = settled(readOrderPart(payments.mine, slug));
      const [read, account] = await Promise.all([quoted, paid, formatsReady(lang)]);
      if (read.status === 'fulfilled') {
        setQuote(read.value);
        setTaken(read.value.options);
      } else if ((read.reason as ApiFailure).response?.status === 404) setQuote('missing');
      else notify.error(await firstRefusal(read.reason, lang));
      setAccount(settledValue(account));
    },
    [slug, lang],
  );
  useEffect(() => {
    void load();
  }, [load]);
  // Once an online payment has been recorded, the payments above show it.
  const reloadAccount = useCallback(() => {
    call(api, payments.mine, { params: { slug } })
      .then(setAccount)
      .catch(() => setAccount(null));
  }, [slug]);

  const back = (
    <Link className="button button--ghost" to={areaLink('orderDetails', { slug })}>
      {w.back}
    </Link>
  );
  if (quote === null) {
    return (
      <AreaLayout title={w.title} actions={back}>
        <InlineLoading />
      </AreaLayout>
    );
  }
  if (quote === 'missing') {
    return (
      <AreaLayout title={w.title} actions={back}>
        <p className="empty">{w.none}</p>
      </AreaLayout>
    );
  }

  const open = !quote.answer && !quote.expired && quote.current;
  // The box follows the tap at once; the totals follow when the server has recalculated them.
  const toggle = async (id: number, take: boolean) => {
    const options = take ? [...taken, id] : taken.filter((option) => option !== id);
    setTaken(options);
    setBusy(true);
    try {
      setQuote(await readQuote(slug, options));
    } finally {
      setBusy(false);
    }
  };

  /** The form's check on the device (issue 37): each problem beside its field, in the page's language, nothing sent. */
  function problems(kind: 'accept' | 'decline' | 'changes'): Record<string, string> {
    const found: Record<string, string> = {};
    if (kind === 'accept') {
      if (!name.trim()) found.full_name = w.nameNeeded;
      if (!agreed) found.terms_accepted = w.termsNeeded;
    } else if (!note.trim()) found[kind === 'decline' ? 'reason' : 'note'] = kind === 'decline' ? w.reasonNeeded : w.noteNeeded;
    return found;
  }

  async function answer(event: FormEvent<HTMLFormElement>, kind: 'accept' | 'decline' | 'changes') {
    event.preventDefault();
    if (quote === null || quote === 'missing') return;
    const found = problems(kind);
    if (Object.keys(found).length) {
      setErrors(found);
      // The first field at fault takes the focus once drawn; its message is beside it.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body =
      kind === 'accept'
        ? { version: quote.version, options: taken, full_name: name, terms_accepted: agreed }
        : kind === 'decline'
          ? { version: quote.version, reason: note }
          : { version: quote.version, note };
    setBusy(true);
    setErrors({});
    try {
      const endpoint = kind === 'accept' ? quotes.accept : kind === 'decline' ? quotes.decline : quotes.changes;
      setQuote(await call(api, endpoint as typeof quotes.accept, { params: { slug }, body }));
      notify.success(kind === 'accept' ? w.accepted : kind === 'decline' ? w.declined : w.changesSent);
      setOther(null);
      void load();
    } catch (error) {
      const failure = error as ApiFailure;
      if (failure.response?.status === 409) {
        // A revision superseded what the customer read: show the current version.
        notify.warning(`${await refusalOf(error, lang)} ${w.revised}`);
        void load();
      } else {
        const fields = await fieldRefusalsOf(error, lang);
        setErrors(fields);
        // Refusals of fields show beside them; a toast only for what no field shows (never the API's field names).
        if (Object.keys(fields).length) notify.error(w.fixBelow);
        else notify.error(await firstRefusal(error, lang));
      }
    } finally {
      setBusy(false);
    }
  }

  // Drawn in parts, each in a task of its own (OneByOne): the quote, then the answer, then the payments.
  return (
    <AreaLayout title={w.title} lead={open ? w.lead : undefined} actions={back}>
      <OneByOne
        parts={[
          <section key="quote" className="panel quote" aria-labelledby="quote-title" data-version={quote.version}>
            <header className="quote__head">
              <h2 id="quote-title">{w.version(quote.version)}</h2>
              <p className={quote.expired ? 'notice notice--error' : 'muted'}>
                {quote.expired ? w.expired(day(quote.valid_until)) : w.validUntil(day(quote.valid_until))}
              </p>
            </header>
            <ul className="quote-lines">
              {quote.lines.map((line) => (
                <li key={line.id} className={`quote-line${line.included ? '' : ' quote-line--out'}`} data-line={line.id}>
                  <div className="quote-line__text">
                    <span className="quote-line__title">
                      <StaffText en={line.description} ar={line.description_ar} lang={lang} />
                    </span>
                    <span className="muted quote-line__figures">
                      {formatQuantity(line.quantity, lang)} <LineUnit unit={line.unit} unitAr={(line as { unit_ar?: string }).unit_ar} lang={lang} />
                      {/* A line included at no charge says so beside its amount, not "× 0 EGP". */}
                      {line.unit_price > 0 && ` × ${money(line.unit_price)}`}
                    </span>
                    {line.optional && open && (
                      <label className="quote-line__take">
                        <input type="checkbox" checked={taken.includes(line.id)} onChange={(event) => void toggle(line.id, event.target.checked)} />{' '}
                        {w.take}
                      </label>
                    )}
                    {line.optional && !open && <span className="tag">{w.optional}</span>}
                  </div>
                  <span className="quote-line__amount">{line.total === 0 ? w.included : money(line.total)}</span>
                </li>
              ))}
            </ul>
            <QuoteFigures quote={quote} busy={busy} />
            <h3>{w.schedule}</h3>
            <ScheduleTable quote={quote} account={quote.answer?.kind === 'accepted' ? account : null} />
            {quote.terms && (
              <>
                <h3>{w.terms}</h3>
                <p className="quote__terms">
                  <StaffText en={quote.terms} ar={quote.terms_ar} lang={lang} />
                </p>
              </>
            )}
            {quote.answer && (
              <p className="notice" data-answer={quote.answer.kind}>
                {quote.answer.kind === 'accepted'
                  ? w.acceptedBy(quote.answer.full_name, day(quote.answer.answered_at))
                  : quote.answer.kind === 'declined'
                    ? w.declinedOn(day(quote.answer.answered_at))
                    : w.changesOn(day(quote.answer.answered_at))}
              </p>
            )}
            <p>
              <Link className="button button--ghost button--small" to={areaLink('orderQuotePrint', { slug })}>
                {w.print}
              </Link>
            </p>
          </section>,
          open && (
            <section key="answer" className="panel quote-answer" aria-labelledby="accept-title">
              <h2 id="accept-title">{w.accept}</h2>
              <p className="muted">{w.acceptLead}</p>
              <form className="form" onSubmit={(event) => void answer(event, 'accept')} noValidate>
                <SignedName id="quote-name" label={w.fullName} value={name} onChange={setName} error={errors.full_name} />
                <label className="check">
                  <input
                    type="checkbox"
                    checked={agreed}
                    onChange={(event) => setAgreed(event.target.checked)}
                    aria-invalid={errors.terms_accepted ? true : undefined}
                    aria-describedby={errors.terms_accepted ? 'quote-terms-error' : undefined}
                  />{' '}
                  {w.agree}
                </label>
                {errors.terms_accepted && (
                  <span className="field-error" id="quote-terms-error">
                    {errors.terms_accepted}
                  </span>
                )}
                <div className="form-actions">
                  <SubmitButton busy={busy} busyLabel={w.accepting}>
                    {`${w.accept} · ${money(quote.totals.total)}`}
                  </SubmitButton>
                </div>
              </form>
              <div className="quote-answer__other">
                <button className="button button--ghost button--small" type="button" onClick={() => setOther(other === 'changes' ? null : 'changes')}>
                  {w.askChanges}
                </button>
                <button className="button button--ghost button--small" type="button" onClick={() => setOther(other === 'decline' ? null : 'decline')}>
                  {w.decline}
                </button>
              </div>
              {other && (
                <form className="form" onSubmit={(event) => void answer(event, other)} noValidate>
                  <div className="field">
                    <label htmlFor="quote-note">{other === 'decline' ? w.reason : w.note}</label>
                    <textarea
                      id="quote-note"
                      rows={4}
                      maxLength={2000}
                      value={note}
                      dir="auto"
                      onChange={(event) => setNote(event.target.value)}
                      aria-invalid={errors.reason || errors.note ? true : undefined}
                    />
                    {(errors.reason || errors.note) && <span className="field-error">{errors.reason || errors.note}</span>}
                  </div>
                  <div className="form-actions">
                    <button className={`button${other === 'decline' ? ' button--danger' : ''}`} type="submit" disabled={busy}>
                      {other === 'decline' ? w.decline : w.send}
                    </button>
                  </div>
                </form>
              )}
            </section>
          ),
          account && account.total !== null && (
            <section key="payments" className="panel" id="payments" aria-labelledby="payments-title">
              <h2 id="payments-title">{w.payments}</h2>
              <p>
                {w.paid}: <strong data-paid>{money(account.paid)}</strong> · {w.remaining}: <strong>{money(account.remaining ?? 0)}</strong>
              </p>
              {account.payments.length > 0 && (
                <>
                  <h3>{w.received}</h3>
                  <ul className="quote-payments">
                    {account.payments.map((payment) => (
                      <li key={payment.id} data-payment={payment.amount < 0 ? 'refund' : 'payment'}>
                        <span>{day(payment.paid_on)}</span> <strong>{money(payment.amount)}</strong>
                        {payment.amount < 0 && <span className="quote-payments__refund">{w.refund}</span>} <bdi>{payment.reference}</bdi>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          ),
          account && account.total !== null && <PayInstalment key="pay" slug={slug} lang={lang} onPaid={reloadAccount} />,
        ]}
      />
    </AreaLayout>
  );
}
