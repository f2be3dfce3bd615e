// The printable change order (issue 38), in the look of the printable quote (quote.css's print rules): the company's
// details, the order, the reason, the lines, the contract before and after, the days and how it is paid, and once
// answered, the answer with its SHA-256. One layout per language, right to left in Arabic.
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { call } from '@fitout/shared/client';
import type { ChangeOrder, Order } from '@fitout/shared/contract';
import { changes, orders } from '../../session/calls.ts';
import { api } from '../../session/session.ts';
import { useAreaLang } from '../lang.ts';
import { areaLink } from '../paths.ts';
import PrintFrame from '../quote/PrintFrame.tsx';
import { useQuoteFormat } from '../quote/QuoteFigures.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { ChangeLines, ChangeTotals, scheduleText } from './ChangeFigures.tsx';
import { changeWords } from './words.ts';
import './changes.css';

export default function ChangePrintPage() {
  const { slug = '', id = '' } = useParams();
  const { lang } = useAreaLang();
  const w = changeWords(lang);
  const { day } = useQuoteFormat();
  const [data, setData] = useState<{ change: ChangeOrder; order: Order } | 'missing' | null>(null);
  usePageTitle(data && data !== 'missing' ? w.forOrder(data.change.number, data.order.id) : w.print);

  useEffect(() => {
    Promise.all([call(api, changes.mine, { params: { slug, id: Number(id) } }), call(api, orders.detail, { params: { slug } })])
      .then(([change, order]) => setData({ change, order }))
      .catch(() => setData('missing'));
  }, [slug, id]);

  if (data === null) return <p className="area-inline-loading" role="status" />;
  if (data === 'missing') return <p className="empty container">{w.none}</p>;
  const { change, order } = data;
  const text = (english: string, arabic: string) => (lang === 'ar' && arabic ? arabic : english);
  return (
    <PrintFrame
      lang={lang}
      back={areaLink('orderChange', { slug, id: change.id })}
      className="change-print"
      data={{ 'data-change': change.id }}
      meta={
        <>
          <h1>{w.forOrder(change.number, order.id)}</h1>
          <span>
            {w.date}: {day(change.created_at)}
          </span>
          <span>{w.answerBy(day(change.answer_by))}</span>
          <span>
            {w.customer}: <bdi>{order.full_name}</bdi>
          </span>
        </>
      }
    >
      <h2>{w.why}</h2>
      <p className="change__reason">{text(change.reason, change.reason_ar)}</p>
      {change.lines.length > 0 && <ChangeLines change={change} />}
      <ChangeTotals change={change} />
      {change.completion_before && change.completion_after && change.days_added > 0 && (
        <p>{w.completionMoves(day(change.completion_before), day(change.completion_after))}</p>
      )}
      <p>
        <strong>{w.schedule}:</strong> {scheduleText(change, lang)}
      </p>
      {change.answer && (
        <section className="quote-print__acceptance" data-answer={change.answer.kind}>
          <h2>{w.statuses[change.answer.kind]}</h2>
          <p>
            {change.answer.kind === 'approved'
              ? w.approvedBy(change.answer.full_name, day(change.answer.answered_at))
              : w.declinedOn(day(change.answer.answered_at))}
          </p>
          <p className="quote-print__hash">
            {w.fingerprint}: <code dir="ltr">{change.answer.content_sha256}</code>
          </p>
        </section>
      )}
    </PrintFrame>
  );
}
