// One selection for the customer (issue 38), phone first: the item, its room and quantity, the allowance the quote
// priced and the date to choose by; then each choice with its photo large, its price and how far it is over or under
// the allowance; picking one opens the confirmation, which says what it does to the contract (over: a change order for
// the difference, approved with the choice and due now; under: a credit off the instalments still to pay) and is signed
// with the typed name. Chosen once: a second choice (another tab) is refused and the page shows the selection as it
// now stands. Every figure is the server's.
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { formatQuantity } from '@fitout/shared';
import { call } from '@fitout/shared/client';
import type { Selection } from '@fitout/shared/contract';
import { selections } from '../../session/calls.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import SubmitButton from '../../SubmitButton.tsx';
import AreaLayout from '../AreaLayout.tsx';
import { InlineLoading } from '../PanelState.tsx';
import { useAreaLang } from '../lang.ts';
import { areaLink } from '../paths.ts';
import { useQuoteFormat } from '../quote/QuoteFigures.tsx';
import { arabicUnit } from '../quote/units.ts';
import { useSignedAnswer } from '../refusal.ts';
import { inLang, StaffText } from '../StaffText.tsx';
import { selectionWords } from './words.ts';
import SignedName from '../SignedName.tsx';
import './selections.css';

export default function SelectionPage() {
  const { slug = '', id = '' } = useParams();
  const { lang } = useAreaLang();
  const w = selectionWords(lang);
  const { money, day } = useQuoteFormat();
  const [selection, setSelection] = useState<Selection | null | 'missing'>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [name, setName] = useState('');
  const confirmRef = useRef<HTMLElement>(null);

  const load = useCallback(
    () =>
      call(api, selections.list, { params: { slug } })
        .then((list) => setSelection(list.selections.find((one) => one.id === Number(id)) ?? 'missing'))
        .catch(() => setSelection('missing')),
    [slug, id],
  );
  const { busy, errors, signed, send } = useSignedAnswer(lang, () => void load());
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (picked !== null) confirmRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [picked]);

  const back = (
    <Link className="button button--ghost" to={`${areaLink('orderDetails', { slug })}#selections`}>
      {w.back}
    </Link>
  );
  if (selection === null || selection === 'missing') {
    return (
      <AreaLayout title={w.heading} actions={back}>
        {selection === null ? <InlineLoading /> : <p className="empty">{w.none}</p>}
      </AreaLayout>
    );
  }
  const open = selection.status === 'open';
  const state = selection.overdue ? 'overdue' : selection.status;
  const choice = selection.choices.find((one) => one.id === (open ? picked : selection.choice_id));
  const difference = (amount: number) => (amount > 0 ? w.over(money(amount)) : amount < 0 ? w.under(money(-amount)) : w.matches);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    if (!signed(name)) return;
    await send(
      () => call(api, selections.choose, { params: { slug, id: Number(id) }, body: { choice_id: choice.id, full_name: name } }),
      (chosen) => {
        setSelection(chosen);
        notify.success(w.done);
        window.scrollTo({ top: 0 });
      },
    );
  }

  const title = inLang(lang, selection.item, selection.item_ar);
  // Its unit in Arabic where the usual units have one (quote/units.ts); staff's own word else.
  const unit = (lang === 'ar' && arabicUnit(selection.unit)) || selection.unit;
  return (
    <AreaLayout title={title} lead={open ? w.pageLead : undefined} actions={back}>
      <section className="panel selection" aria-labelledby="selection-title" data-selection={selection.id} data-status={state}>
        <header className="selection__head">
          <h2 id="selection-title">
            <StaffText lang={lang} en={selection.item} ar={selection.item_ar} />{' '}
            <span className={`tag tag--selection-${state}`}>{w.statuses[state]}</span>
          </h2>
          <p className="muted">
            <bdi>
              <StaffText lang={lang} en={selection.room} ar={selection.room_ar} />
            </bdi>{' '}
            · <bdi>{w.quantity(formatQuantity(selection.quantity, lang), unit)}</bdi>
          </p>
          <p data-allowance>{w.allowance(money(selection.allowance_total))}</p>
          {open && (
            <p className={selection.overdue ? 'notice notice--error' : 'muted'}>
              {selection.overdue
                ? w.overdueNote(day(selection.choose_by))
                : `${w.chooseBy(day(selection.choose_by))} (${w.beforeStage[selection.stage]})`}
            </p>
          )}
          {open && selection.blocks_work && <p className="tag tag--due selection__blocks">{w.blocksWork}</p>}
          {selection.status === 'locked' && <p className="notice">{w.lockedNote}</p>}
        </header>
        {selection.status === 'chosen' && choice && (
          <div className="notice notice--success selection__done" data-chosen={choice.id}>
            <p>
              <strong>{w.youChose}</strong> <StaffText lang={lang} en={choice.name} ar={choice.name_ar} /> · {difference(choice.difference)}
            </p>
            {selection.change_id !== null && (
              <Link className="button button--small" to={areaLink('orderChange', { slug, id: selection.change_id })}>
                {w.seeChange}
              </Link>
            )}
          </div>
        )}
      </section>

      <ul className="selection-choices" aria-label={title}>
        {selection.choices.map((one) => {
          const choiceName = inLang(lang, one.name, one.name_ar);
          const isPicked = one.id === choice?.id;
          const side = one.difference > 0 ? 'over' : one.difference < 0 ? 'under' : 'same';
          return (
            <li key={one.id} className={`selection-choice${isPicked ? ' selection-choice--picked' : ''}`} data-choice={one.id} data-side={side}>
              {one.photo ? (
                <img
                  className="selection-choice__photo"
                  src={one.photo.url}
                  srcSet={one.photo.srcset}
                  sizes="(min-width: 48rem) 24rem, 100vw"
                  width={one.photo.width}
                  height={one.photo.height}
                  alt={w.photoOf(choiceName)}
                  loading="lazy"
                />
              ) : (
                <span className="selection-choice__photo selection-choice__photo--none" aria-hidden="true" />
              )}
              <div className="selection-choice__body">
                <h3>
                  <StaffText lang={lang} en={one.name} ar={one.name_ar} />
                </h3>
                {one.supplier && (
                  <p className="muted">
                    {w.supplier} <bdi>{one.supplier}</bdi>
                  </p>
                )}
                <p>
                  <bdi>{w.perUnit(money(one.price_per_unit), unit)}</bdi> · {w.forAll(money(one.total))}
                </p>
                <p className={`selection-choice__difference selection-choice__difference--${side}`} data-difference={one.difference}>
                  {difference(one.difference)}
                </p>
                {one.note && (
                  <p className="muted selection-choice__note" dir="auto">
                    <StaffText lang={lang} en={one.note} ar={one.note_ar} />
                  </p>
                )}
                {open &&
                  (isPicked ? (
                    <p className="selection-choice__picked">✓ {w.picked}</p>
                  ) : (
                    <button className="button button--ghost" type="button" onClick={() => setPicked(one.id)} aria-label={`${w.pick}: ${choiceName}`}>
                      {w.pick}
                    </button>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>

      {open && choice && (
        <section className="panel quote-answer selection-confirm" aria-labelledby="confirm-title" ref={confirmRef} data-confirm={choice.id}>
          <h2 id="confirm-title">{w.confirmTitle}</h2>
          <p className="selection-confirm__choice">
            <StaffText lang={lang} en={choice.name} ar={choice.name_ar} />
          </p>
          <p data-confirm-text>
            {choice.change_total === null || choice.contract_after === null || choice.change_total === 0
              ? w.confirmSame
              : choice.change_total > 0
                ? w.confirmOver(money(choice.change_total), money(choice.contract_after))
                : w.confirmUnder(money(-choice.change_total), money(choice.contract_after))}
          </p>
          <p className="muted">{w.signLead}</p>
          <form className="form" onSubmit={(event) => void confirm(event)} noValidate>
            <SignedName id="selection-name" label={w.fullName} value={name} onChange={setName} error={errors.full_name} />
            {errors.choice_id && <p className="field-error">{errors.choice_id}</p>}
            <div className="form-actions">
              <SubmitButton busy={busy} busyLabel={w.confirming}>
                {w.confirm}
              </SubmitButton>
            </div>
          </form>
        </section>
      )}
    </AreaLayout>
  );
}
