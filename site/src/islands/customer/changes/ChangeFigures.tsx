// A change's figures as the server computed them, shared by its page and its printable page: the lines added and taken
// out, the difference with its VAT, and the contract before and after (old total, this change, new total).
import type { ChangeOrder } from '@fitout/shared/contract';
import { useAreaLang } from '../lang.ts';
import { LinesHead, useQuoteFormat } from '../quote/QuoteFigures.tsx';
import LineUnit from '../quote/LineUnit.tsx';
import { inLang } from '../StaffText.tsx';
import { changeWords, digitsIn } from './words.ts';

/** An amount with its sign: + for what a change adds, − for what it takes off. */
export function useSignedMoney() {
  const { money } = useQuoteFormat();
  return (piastres: number) => `${piastres > 0 ? '+' : piastres < 0 ? '−' : ''}${money(Math.abs(piastres))}`;
}

type ChangeLine = ChangeOrder['lines'][number];

/** A line's tag (added or taken out) and its description in the page's language. */
function LineTitle({ line }: { line: ChangeLine }) {
  const { lang } = useAreaLang();
  const w = changeWords(lang);
  return (
    <>
      <span className={`tag tag--${line.kind}`}>{line.kind === 'add' ? w.added : w.removed}</span>{' '}
      <bdi>{inLang(lang, line.description, line.description_ar)}</bdi>
    </>
  );
}

/** What a line does to the contract: its total, taken off for a line taken out. */
const lineAmount = (line: ChangeLine) => (line.kind === 'add' ? line.total : -line.total);

/** The change's lines on its page, as the quote's page lists its own: each line's figures under it, its amount beside. */
export function ChangeLineList({ change }: { change: ChangeOrder }) {
  const { lang } = useAreaLang();
  const { money } = useQuoteFormat();
  const signed = useSignedMoney();
  return (
    <ul className="quote-lines change-line-list">
      {change.lines.map((line) => (
        <li key={line.id} className="quote-line" data-kind={line.kind}>
          <div className="quote-line__text">
            <span className="quote-line__title">
              <LineTitle line={line} />
            </span>
            <span className="muted quote-line__figures">
              {digitsIn(lang, line.quantity)} <LineUnit unit={line.unit} lang={lang} /> × {money(line.unit_price)}
            </span>
          </div>
          <span className="quote-line__amount">{signed(lineAmount(line))}</span>
        </li>
      ))}
    </ul>
  );
}

/** The change's lines on its printable page: a table, as the printable quote's. */
export function ChangeLines({ change }: { change: ChangeOrder }) {
  const { lang } = useAreaLang();
  const w = changeWords(lang);
  const { money } = useQuoteFormat();
  const signed = useSignedMoney();
  return (
    <div className="change-lines-wrap">
      <table className="change-lines">
        <LinesHead words={w} />
        <tbody>
          {change.lines.map((line) => (
            <tr key={line.id} data-kind={line.kind}>
              <td>
                <LineTitle line={line} />
              </td>
              <td>
                {digitsIn(lang, line.quantity)} <LineUnit unit={line.unit} lang={lang} />
              </td>
              <td>{money(line.unit_price)}</td>
              <td>{signed(lineAmount(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ChangeTotals({ change }: { change: ChangeOrder }) {
  const { lang } = useAreaLang();
  const w = changeWords(lang);
  const { money } = useQuoteFormat();
  const signed = useSignedMoney();
  return (
    <table className="details-table quote-totals change-totals">
      <tbody>
        {change.lines.length > 0 && (
          <>
            <tr>
              <th scope="row">{w.net}</th>
              <td>{signed(change.totals.net)}</td>
            </tr>
            <tr>
              <th scope="row">{w.vat(change.totals.vat_rate)}</th>
              <td>{signed(change.totals.vat)}</td>
            </tr>
          </>
        )}
        <tr>
          <th scope="row">{w.oldTotal}</th>
          <td data-old-total>{money(change.contract_before)}</td>
        </tr>
        <tr>
          <th scope="row">{w.changeTotal}</th>
          <td data-change-total>{signed(change.totals.total)}</td>
        </tr>
        <tr className="quote-totals__total">
          <th scope="row">{w.newTotal}</th>
          <td data-new-total>{money(change.contract_after)}</td>
        </tr>
        <tr>
          <th scope="row">{w.days}</th>
          <td data-days>{digitsIn(lang, change.days_added)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** How an approved change is paid, in the page's language. */
export function scheduleText(change: ChangeOrder, lang: 'en' | 'ar') {
  const w = changeWords(lang);
  return change.schedule === 'stage' && change.stage ? `${w.schedules.stage}: ${w.stages[change.stage]}` : w.schedules[change.schedule];
}
