// The order's selections on the customer's order page (issue 38): each finish to choose, its state and its date, the
// allowance the quote priced, and a link to choose it (or to see the choice). Shown once staff have defined one.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { call } from '@fitout/shared/client';
import type { SelectionList } from '@fitout/shared/contract';
import { selections } from '../../session/calls.ts';
import type { Lang } from '../../../i18n/ui.ts';
import { api } from '../../session/session.ts';
import { areaLink } from '../paths.ts';
import { useQuoteFormat } from '../quote/QuoteFigures.tsx';
import { StaffText } from '../StaffText.tsx';
import { selectionWords } from './words.ts';
import './selections.css';

export default function OrderSelections({ slug, lang }: { slug: string; lang: Lang }) {
  const w = selectionWords(lang);
  const { money, day } = useQuoteFormat();
  const [list, setList] = useState<SelectionList | null>(null);
  useEffect(() => {
    call(api, selections.list, { params: { slug } })
      .then(setList)
      .catch(() => setList(null));
  }, [slug]);

  if (!list || list.selections.length === 0) return null;
  return (
    <section className="panel order-selections" id="selections" aria-labelledby="selections-title">
      <h2 id="selections-title">{w.title}</h2>
      <p className="muted">{w.lead}</p>
      <ul className="selection-list">
        {list.selections.map((selection) => {
          const state = selection.overdue ? 'overdue' : selection.status;
          const chosen = selection.choices.find((choice) => choice.id === selection.choice_id);
          const photo = (chosen ?? selection.choices.find((choice) => choice.photo))?.photo;
          return (
            <li key={selection.id} className="selection-list__entry" data-selection={selection.id} data-status={state}>
              {photo ? (
                <img className="selection-list__photo" src={photo.url} srcSet={photo.srcset} sizes="5rem" alt="" loading="lazy" />
              ) : (
                <span className="selection-list__photo" aria-hidden="true" />
              )}
              <span className="selection-list__what">
                <strong>
                  <StaffText lang={lang} en={selection.item} ar={selection.item_ar} />
                </strong>
                <span>
                  <span className={`tag tag--selection-${state}`}>{w.statuses[state]}</span>
                  {selection.blocks_work && selection.status === 'open' && <span className="tag tag--due">{w.blocksWork}</span>}
                </span>
                {chosen ? (
                  <span className="muted">
                    {w.youChose} <StaffText lang={lang} en={chosen.name} ar={chosen.name_ar} />
                  </span>
                ) : (
                  <span className="muted">
                    {w.allowance(money(selection.allowance_total))} · {w.chooseBy(day(selection.choose_by))} ({w.beforeStage[selection.stage]})
                  </span>
                )}
                <Link
                  className={selection.status === 'open' ? 'button button--small' : 'button button--ghost button--small'}
                  to={areaLink('orderSelection', { slug, id: selection.id })}
                >
                  {selection.status === 'open' ? w.choose : w.see}
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
