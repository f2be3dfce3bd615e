// The order's money (issue 37), one section of its home: the contract total, what is paid, and what is due next
// (nextDue: the first milestone due now, else the first not paid in full). Shown once a quote is accepted. Issue 40's
// "pay this instalment" goes here.
import { Link } from 'wouter';
import { formatPiastres } from '@fitout/shared';
import type { PaymentAccount } from '@fitout/shared/contract';
import type { Lang } from '../../../i18n/ui.ts';
import { areaLink } from '../paths.ts';
import { homeWords } from './homeWords.ts';
import { dueWords, nextDue } from './nextStep.ts';
import { StaffText } from '../StaffText.tsx';

export default function OrderMoney({ slug, account, lang }: { slug: string; account: PaymentAccount; lang: Lang }) {
  if (account.total === null) return null;
  const w = homeWords(lang);
  const money = (piastres: number) => formatPiastres(piastres, lang);
  const next = nextDue(account);
  const when = next && dueWords(next, lang);
  return (
    <section className="panel home-money" id="money" aria-labelledby="money-title">
      <h2 id="money-title">{w.money}</h2>
      <dl className="home-figures">
        <div>
          <dt>{w.contractTotal}</dt>
          <dd data-contract-total>{money(account.total)}</dd>
        </div>
        <div>
          <dt>{w.paid}</dt>
          <dd data-paid>{money(account.paid)}</dd>
        </div>
        <div>
          <dt>{w.nextDue}</dt>
          <dd data-next-due>
            {next ? (
              <>
                {money(next.left)}
                <span className="home-figures__note">
                  <StaffText en={next.label} ar={next.label_ar} lang={lang} />
                  {when && ` · ${when}`}
                </span>
              </>
            ) : (
              w.paidInFull
            )}
          </dd>
        </div>
      </dl>
      <p className="panel__actions">
        <Link className="button button--ghost button--small" to={`${areaLink('orderQuote', { slug })}#payments`}>
          {w.seePayments}
        </Link>
      </p>
    </section>
  );
}
