// The figures of a quote as the server computed them, shared by the quote page and its printable page: the totals,
// and the schedule (with, once accepted, each milestone paid, due or later).
import { formatDay, formatPercent, formatPiastres } from '@fitout/shared';
import { StaffText } from '../StaffText.tsx';
import type { PaymentAccount, Quote } from '@fitout/shared/contract';
import { useAreaLang } from '../lang.ts';
import { quoteWords } from './quoteWords.ts';

/** Money as the site shows prices, dates (YYYY-MM-DD, or an ISO time) as a long date, in the page's language. */
export function useQuoteFormat() {
  const { lang } = useAreaLang();
  return {
    money: (piastres: number) => formatPiastres(piastres, lang),
    day: (date: string) => formatDay(date, lang),
  };
}

/** The head of a table of priced lines (a quote's, a change order's): item, quantity, unit price, amount. */
export function LinesHead({ words }: { words: { item: string; quantity: string; unitPrice: string; amount: string } }) {
  return (
    <thead>
      <tr>
        <th scope="col">{words.item}</th>
        <th scope="col">{words.quantity}</th>
        <th scope="col">{words.unitPrice}</th>
        <th scope="col">{words.amount}</th>
      </tr>
    </thead>
  );
}

export function QuoteFigures({ quote, busy = false }: { quote: Pick<Quote, 'totals'>; busy?: boolean }) {
  const { lang } = useAreaLang();
  const w = quoteWords(lang);
  const { money } = useQuoteFormat();
  const { totals } = quote;
  return (
    <table className="details-table quote-totals" aria-busy={busy || undefined}>
      <tbody>
        <tr>
          <th scope="row">{w.subtotal}</th>
          <td>{money(totals.subtotal)}</td>
        </tr>
        {totals.discount > 0 && (
          <tr>
            <th scope="row">{w.discount}</th>
            <td>−{money(totals.discount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{w.vat(totals.vat_rate)}</th>
          <td>{money(totals.vat)}</td>
        </tr>
        <tr className="quote-totals__total">
          <th scope="row">{w.total}</th>
          <td data-total>
            <output aria-live="polite">{money(totals.total)}</output>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function ScheduleTable({ quote, account }: { quote: Pick<Quote, 'schedule'>; account: PaymentAccount | null }) {
  const { lang } = useAreaLang();
  const w = quoteWords(lang);
  const { money } = useQuoteFormat();
  const states = new Map(account?.milestones.map((step) => [step.id, step.state]) ?? []);
  return (
    <table className="details-table quote-schedule">
      <tbody>
        {quote.schedule.map((step) => (
          <tr key={step.id} data-state={states.get(step.id)}>
            <th scope="row">
              <span className="quote-schedule__label">
                <StaffText en={step.label} ar={step.label_ar} lang={lang} />
              </span>{' '}
              <span className="quote-schedule__share">({formatPercent(step.percent, lang)})</span>
            </th>
            <td>
              <span className="quote-schedule__amount">
                {money(step.amount)}
                {states.has(step.id) && <span className={`tag tag--${states.get(step.id)}`}>{w.states[states.get(step.id)!]}</span>}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
