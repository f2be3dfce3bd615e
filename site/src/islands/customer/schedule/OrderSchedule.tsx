// The job's schedule on the customer's order page (issue 41): the expected completion, why the dates last moved, and
// the tasks as a timeline of what is being done now, what comes next and what is done, each with its dates. Phone
// first: one column; Arabic first: names, stages and dates in the page's language. Shown once staff planned the work.
// A long schedule shows what is being done now and the next few tasks, the whole of it one button away: a job of sixty
// tasks made the order's page ten phone screens longer, and drawing it was most of the page's first work.
import { useEffect, useState } from 'react';
import { call } from '@fitout/shared/client';
import { formatDay, workStageLabel } from '@fitout/shared';
import type { CustomerTimeline } from '@fitout/shared/contract';
import { schedule } from '../../session/calls.ts';
import type { Lang } from '../../../i18n/ui.ts';
import { api } from '../../session/session.ts';
import { customerScheduleWords } from './words.ts';
import './schedule.css';

type Item = CustomerTimeline['items'][number];

/** Up to this many tasks the schedule is shown whole; past it, folded to the tasks of now and the next ones. */
export const SHOWN_WHOLE = 8;
/** The tasks ahead that a folded schedule shows. */
export const NEXT_SHOWN = 3;

/**
 * The tasks shown: all of them when asked or when they are few, else the ones being done now and the next few (the
 * last ones done once the job is finished).
 */
export function shownTasks(items: Item[], whole: boolean): Item[] {
  if (whole || items.length <= SHOWN_WHOLE) return items;
  const next = new Set(items.filter((item) => item.state === 'next').slice(0, NEXT_SHOWN));
  const ahead = items.filter((item) => item.state === 'now' || next.has(item));
  return ahead.length > 0 ? ahead : items.slice(-NEXT_SHOWN);
}

export default function OrderSchedule({ slug, lang }: { slug: string; lang: Lang }) {
  const w = customerScheduleWords(lang);
  const [timeline, setTimeline] = useState<CustomerTimeline | null>(null);
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    call(api, schedule.timeline, { params: { slug } })
      .then(setTimeline)
      .catch(() => setTimeline(null));
  }, [slug]);
  if (!timeline || timeline.items.length === 0) return null;
  const day = (date: string) => formatDay(date, lang);
  const shown = shownTasks(timeline.items, whole);
  const folded = shown.length < timeline.items.length;
  const groups = (['now', 'next', 'done'] as const).map((state) => ({ state, items: shown.filter((item) => item.state === state) }));
  const name = (item: Item) => (lang === 'ar' ? item.name_ar || item.name : item.name);
  const move = timeline.last_move;

  return (
    <section className="panel order-schedule" id="schedule" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{w.title}</h2>
      {timeline.expected_completion && (
        <p className="order-schedule__completion">
          <span className="muted">{w.expectedCompletion}</span>
          <strong data-expected-completion={timeline.expected_completion}>{day(timeline.expected_completion)}</strong>
        </p>
      )}
      {move && (
        <p className="order-schedule__moved" data-schedule-moved>
          {w.moved(lang === 'ar' ? move.reason_ar || move.reason : move.reason)}
        </p>
      )}
      {groups.map(
        ({ state, items }) =>
          items.length > 0 && (
            <div key={state} className={`order-schedule__group order-schedule__group--${state}`}>
              <h3>{w.states[state]}</h3>
              <ol className="order-schedule__items">
                {items.map((item) => (
                  <li key={item.id} className={`order-schedule__item order-schedule__item--${state}`} data-task={item.id} data-state={state}>
                    <span className="order-schedule__name">{name(item)}</span>
                    <span className="muted order-schedule__stage">{workStageLabel(item.stage, lang)}</span>
                    <span className="order-schedule__dates" data-start={item.start} data-end={item.end}>
                      {item.start === item.end ? (
                        <time dateTime={item.start}>{day(item.start)}</time>
                      ) : (
                        <>
                          <time dateTime={item.start}>{day(item.start)}</time> – <time dateTime={item.end}>{day(item.end)}</time>
                        </>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ),
      )}
      {(folded || whole) && (
        <button className="button button--ghost order-schedule__whole" type="button" aria-expanded={whole} onClick={() => setWhole(!whole)}>
          {whole ? w.showLess : w.showWhole(timeline.items.length)}
        </button>
      )}
    </section>
  );
}
