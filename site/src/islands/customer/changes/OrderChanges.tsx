// The contract's story on the customer's order page (issue 38): the accepted quote, then each change with its state
// and the running total, the contract total and the expected completion; then the instalments as they stand (a
// change's own instalment among them). Shown once a quote is accepted; one mount point on the order page.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { call } from '@fitout/shared/client';
import type { ChangeStory, PaymentAccount } from '@fitout/shared/contract';
import { changes } from '../../session/calls.ts';
import type { Lang } from '../../../i18n/ui.ts';
import { api } from '../../session/session.ts';
import { areaLink } from '../paths.ts';
import { useQuoteFormat } from '../quote/QuoteFigures.tsx';
import { quoteWords } from '../quote/quoteWords.ts';
import { useSignedMoney } from './ChangeFigures.tsx';
import { changeWords } from './words.ts';
import './changes.css';

/** The contract's story, read here; the instalments from `account`, the order page's read of them. */
export default function OrderChanges({ slug, lang, account }: { slug: string; lang: Lang; account: PaymentAccount | null }) {
  const w = changeWords(lang);
  const q = quoteWords(lang);
  const { money, day } = useQuoteFormat();
  const signed = useSignedMoney();
  const [story, setStory] = useState<ChangeStory | null>(null);
  useEffect(() => {
    call(api, changes.list, { params: { slug } })
      .then(setStory)
      .catch(() => setStory(null));
  }, [slug]);

  if (!story || story.quote_version === null || story.quote_total === null) return null;
  return (
    <section className="panel order-changes" id="changes" aria-labelledby="changes-title">
      <h2 id="changes-title">{w.story}</h2>
      <p className="muted">{w.storyLead}</p>
      <ol className="contract-story">
        <li className="contract-story__entry">
          <span className="contract-story__what">{w.quote(story.quote_version)}</span>
          <span className="contract-story__amount">{money(story.quote_total)}</span>
        </li>
        {story.changes.map((change) => (
          <li
            key={change.id}
            className={`contract-story__entry contract-story__entry--${change.status}`}
            data-change={change.id}
            data-status={change.status}
          >
            <span className="contract-story__what">
              <Link to={areaLink('orderChange', { slug, id: change.id })}>{w.change(change.number)}</Link>{' '}
              <span className={`tag tag--${change.status}`}>{w.statuses[change.status]}</span>
              <span className="muted contract-story__reason" dir="auto">
                {lang === 'ar' && change.reason_ar ? change.reason_ar : change.reason}
              </span>
              {change.status === 'pending' && !change.expired && (
                <Link className="button button--small" to={areaLink('orderChange', { slug, id: change.id })}>
                  {w.open}
                </Link>
              )}
            </span>
            <span className="contract-story__amount">
              {signed(change.totals.total)}
              {change.running_total !== null && <span className="muted contract-story__running">= {money(change.running_total)}</span>}
            </span>
          </li>
        ))}
      </ol>
      <table className="details-table quote-totals">
        <tbody>
          <tr className="quote-totals__total">
            <th scope="row">{w.contractTotal}</th>
            <td data-contract-total>{money(story.contract_total ?? story.quote_total)}</td>
          </tr>
          <tr>
            <th scope="row">{w.completion}</th>
            <td data-expected-completion={story.expected_completion ?? ''}>
              {story.expected_completion ? day(story.expected_completion) : w.notSet}
            </td>
          </tr>
        </tbody>
      </table>
      {account && account.milestones.length > 0 && (
        <>
          <h3>{q.schedule}</h3>
          <table className="details-table quote-schedule contract-schedule">
            <tbody>
              {account.milestones.map((step) => (
                <tr key={`${step.change ?? 'q'}-${step.id}`} data-state={step.state} data-change-number={step.change ?? undefined}>
                  <th scope="row">{lang === 'ar' && step.label_ar ? step.label_ar : step.label}</th>
                  <td>
                    {money(step.amount)} <span className={`tag tag--${step.state}`}>{q.states[step.state]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
