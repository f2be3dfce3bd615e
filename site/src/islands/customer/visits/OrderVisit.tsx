// The site visit on the customer's order page (issue 25), phone first: the booked visit with its time, and until the
// cut-off a way to move or cancel it; else the free times of the order's governorate, by day, to pick one and book
// it. A time someone else took meanwhile answers 409: the page says so and reads the free times again.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { call } from '@fitout/shared/client';
import { firstRefusal } from '../refusal.ts';
import { COMPANY_TIME_ZONE, labelIn, governorateOptions, dateTimeFormat } from '@fitout/shared';
import type { VisitChoice } from '@fitout/shared/contract';
import { visits } from '../../session/calls.ts';
import { formatDate, type Lang } from '../../../i18n/ui.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import { FormNotice } from '../../Field.tsx';
import SubmitButton from '../../SubmitButton.tsx';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { InlineLoading, LoadFailed } from '../PanelState.tsx';
import { timeWindow, visitWords } from './words.ts';
import './visit.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; choice: VisitChoice };

/** "Thursday, 3 December" in the page's language (a slot's day is a calendar date: no time zone moves it). */
const dayLabel = (day: string, lang: Lang) =>
  dateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The site visit, drawn with `first` (the order page's read of it, with the order) where there is one; else read here.
 * A retry, a booking or a cancellation reads anew.
 */
export default function OrderVisit({ slug, lang, first = null }: { slug: string; lang: Lang; first?: VisitChoice | null }) {
  const w = visitWords(lang);
  const [state, setState] = useState<State>(first ? { kind: 'loaded', choice: first } : { kind: 'loading' });

  const load = useCallback(
    () =>
      call(api, visits.mine, { params: { slug } })
        .then((choice) => setState({ kind: 'loaded', choice }))
        .catch(() => setState({ kind: 'failed' })),
    [slug],
  );
  useEffect(() => {
    if (!first) void load();
  }, [first, load]);

  return (
    <section className="panel visit" id="visit" aria-labelledby="visit-title">
      <h2 id="visit-title">{w.title}</h2>
      {state.kind === 'loading' && <InlineLoading />}
      {state.kind === 'failed' && <LoadFailed text={w.loadFailed} retry={w.retry} onRetry={() => void load()} />}
      {state.kind === 'loaded' && <Booking slug={slug} lang={lang} choice={state.choice} reload={load} />}
    </section>
  );
}

/** The booked visit, or the free times to book one. */
function Booking({ slug, lang, choice, reload }: { slug: string; lang: Lang; choice: VisitChoice; reload: () => Promise<void> }) {
  const w = visitWords(lang);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { visit, slots, governorate } = choice;
  const changeable = visit ? Date.parse(visit.changeable_until) > Date.now() : false;
  const showPicker = !visit || picking;

  async function book(event: FormEvent) {
    event.preventDefault();
    if (!picked) return;
    setBusy(true);
    setError(null);
    try {
      await call(api, visits.book, { params: { slug }, body: { slot_id: picked } });
      notify.success(visit ? w.movedNotice : w.bookedNotice);
      setPicking(false);
      setPicked(null);
      await reload();
    } catch (failure) {
      setError(await firstRefusal(failure, lang));
      // Taken meanwhile: the free times as they are now.
      await reload();
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    try {
      await call(api, visits.cancel, { params: { slug } });
      notify.success(w.cancelled);
      await reload();
    } catch (failure) {
      notify.error(await firstRefusal(failure, lang));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const byDay = Map.groupBy(slots, (slot) => slot.day);
  const where = governorate ? labelIn(governorateOptions, governorate, lang) : null;

  return (
    <>
      {visit ? (
        <div className="visit__booked">
          <p className="visit__label">{w.booked}</p>
          <p className="visit__when" data-visit-day={visit.slot.day}>
            <strong>{dayLabel(visit.slot.day, lang)}</strong> <bdi>{timeWindow(visit.slot.starts_at, visit.slot.ends_at, lang)}</bdi>
          </p>
          <p className="muted">{changeable ? w.changeUntil(formatDate(lang, visit.changeable_until, COMPANY_TIME_ZONE)) : w.tooLate}</p>
          {changeable && !picking && (
            <p className="visit__actions">
              <button className="button button--ghost" type="button" onClick={() => setPicking(true)} disabled={busy}>
                {w.move}
              </button>
              <button className="button button--danger" type="button" onClick={() => setConfirming(true)} disabled={busy}>
                {w.cancel}
              </button>
            </p>
          )}
        </div>
      ) : (
        <p className="visit__lead">{w.lead}</p>
      )}
      {showPicker && (visit ? changeable : true) && (
        <form className="visit__pick" onSubmit={(event) => void book(event)}>
          {slots.length === 0 ? (
            <p className="empty">{where ? w.none(where) : w.noArea}</p>
          ) : (
            <fieldset>
              <legend>{w.pick}</legend>
              {[...byDay.entries()].map(([day, ofDay]) => (
                <div key={day} className="visit__day">
                  <p className="visit__day-name">{dayLabel(day, lang)}</p>
                  <div className="visit__slots">
                    {ofDay.map((slot) => (
                      <label key={slot.id} className={`visit__slot${picked === slot.id ? ' visit__slot--picked' : ''}`}>
                        <input type="radio" name="slot" value={slot.id} checked={picked === slot.id} onChange={() => setPicked(slot.id)} />
                        <bdi>{timeWindow(slot.starts_at, slot.ends_at, lang)}</bdi>
                        <span className="visit__free">{w.free(slot.free)}</span>
                      </label>
                    ))}
                  </div>
                </div>
              ))}
            </fieldset>
          )}
          {error && <FormNotice kind="error">{error}</FormNotice>}
          {slots.length > 0 && (
            <p className="visit__actions">
              <SubmitButton busy={busy} busyLabel={w.booking} disabled={!picked}>
                {visit ? w.moveHere : w.book}
              </SubmitButton>
              {picking && (
                <button className="button button--ghost" type="button" onClick={() => setPicking(false)}>
                  {w.back}
                </button>
              )}
            </p>
          )}
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        text={w.cancelConfirm}
        confirmLabel={w.cancel}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
