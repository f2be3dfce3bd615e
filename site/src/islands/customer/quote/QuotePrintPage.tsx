// The printable quote (issue 24): one page layout per language (right to left in Arabic) that the browser's Print /
// Save as PDF turns into a clean A4 document: the company's details, the order, the lines, the totals, the schedule,
// the terms and, once accepted, the acceptance with its SHA-256. quote.css hides everything else when printing.
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { call } from '@fitout/shared/client';
import type { Order, Quote } from '@fitout/shared/contract';
import { orders } from '../../session/calls.ts';
import { api } from '../../session/session.ts';
import { useAreaLang } from '../lang.ts';
import { areaLink } from '../paths.ts';
import PrintFrame from './PrintFrame.tsx';
import { LinesHead, QuoteFigures, ScheduleTable, useQuoteFormat } from './QuoteFigures.tsx';
import { quoteWords } from './quoteWords.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { formatQuantity } from '@fitout/shared';
import { StaffText } from '../StaffText.tsx';
import { readQuote } from './QuotePage.tsx';
import LineUnit from './LineUnit.tsx';

export default function QuotePrintPage() {
  const { slug = '' } = useParams();
  const { lang } = useAreaLang();
  const w = quoteWords(lang);
  const { money, day } = useQuoteFormat();
  const [data, setData] = useState<{ quote: Quote; order: Order } | 'missing' | null>(null);
  usePageTitle(data && data !== 'missing' ? w.quoteFor(data.order.id) : w.print);

  useEffect(() => {
    Promise.all([readQuote(slug), call(api, orders.detail, { params: { slug } })])
      .then(([quote, order]) => setData({ quote, order }))
      .catch(() => setData('missing'));
  }, [slug]);

  if (data === null) return <p className="area-inline-loading" role="status" />;
  if (data === 'missing') return <p className="empty container">{w.none}</p>;
  const { quote, order } = data;
  return (
    <PrintFrame
      lang={lang}
      back={areaLink('orderQuote', { slug })}
      data={{ 'data-version': quote.version }}
      meta={
        <>
          <h1>{w.quoteFor(order.id)}</h1>
          <span>{w.version(quote.version)}</span>
          <span>
            {w.date}: {day(quote.sent_at ?? quote.created_at)}
          </span>
          <span>{w.validUntil(day(quote.valid_until))}</span>
          <span>
            {w.customer}: <bdi>{order.full_name}</bdi>
          </span>
        </>
      }
    >
      {/* At 390 px the table scrolls inside its own box, never the page (issue 37). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (axe's scrollable-region-focusable) */}
      <section className="quote-print__scroll" aria-label={w.item} tabIndex={0}>
        <table className="quote-print__lines">
          <LinesHead words={w} />
          <tbody>
            {quote.lines
              .filter((line) => line.included)
              .map((line) => (
                <tr key={line.id}>
                  <td>
                    <StaffText en={line.description} ar={line.description_ar} lang={lang} />
                    {line.optional && <span className="tag">{w.optional}</span>}
                  </td>
                  <td className="quote-print__qty">
                    {formatQuantity(line.quantity, lang)} <LineUnit unit={line.unit} unitAr={(line as { unit_ar?: string }).unit_ar} lang={lang} />
                  </td>
                  <td>{money(line.unit_price)}</td>
                  <td>{line.total === 0 ? w.included : money(line.total)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
      <QuoteFigures quote={quote.answer ?? quote} />
      <h2>{w.schedule}</h2>
      <ScheduleTable quote={quote} account={null} />
      {quote.terms && (
        <>
          <h2>{w.terms}</h2>
          <p className="quote__terms">
            <StaffText en={quote.terms} ar={quote.terms_ar} lang={lang} />
          </p>
        </>
      )}
      {quote.answer?.kind === 'accepted' && (
        <section className="quote-print__acceptance" data-answer="accepted">
          <h2>{w.acceptance}</h2>
          <p>{w.acceptedBy(quote.answer.full_name, day(quote.answer.answered_at))}</p>
          <p>
            {w.total}: {money(quote.answer.totals.total)}
          </p>
          <p className="quote-print__hash">
            {w.fingerprint}: <code dir="ltr">{quote.answer.content_sha256}</code>
          </p>
        </section>
      )}
    </PrintFrame>
  );
}
