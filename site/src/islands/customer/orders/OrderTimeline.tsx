// An order's progress as its customer follows it (issue 14): placed, then each change of stage staff made, with
// their note and photos of the work (issue 25), and the stages still to come (none once it is completed or cancelled).
import { Link } from 'wouter';
import { arabicDigits, formatTime, isClosedStage, labelIn, movableStages, orderEvents, stageLabel } from '@fitout/shared';
import type { Lang } from '../../../i18n/ui.ts';
import type { Order } from './orders.ts';
import { areaLink } from '../paths.ts';
import { quoteWords } from '../quote/quoteWords.ts';
import PhotoStrip from '../PhotoStrip.tsx';
import './timeline.css';

const words = {
  en: {
    title: 'Progress',
    placed: 'Order placed',
    now: 'Current stage',
    next: 'Next steps',
    photo: (n: number, date: string) => `Photo ${n} of the work, ${date}`,
  },
  ar: {
    title: 'مراحل الطلب',
    placed: 'تم تقديم الطلب',
    now: 'المرحلة الحالية',
    next: 'الخطوات التالية',
    photo: (n: number, date: string) => `صورة ${arabicDigits(n)} من العمل، ${date}`,
  },
} as const;

/** The stages after `stage` in the usual order of work: what the customer can expect next. */
export function stagesAhead(stage: string): string[] {
  if (stage === 'completed' || isClosedStage(stage)) return [];
  const flow = movableStages.map((option) => option.value);
  const index = flow.indexOf(stage as (typeof flow)[number]);
  return flow.slice(index + 1);
}

export default function OrderTimeline({ order, lang }: { order: Order; lang: Lang }) {
  const t = words[lang];
  // Cairo's time, as every time on the order (issue 37).
  const when = (date: string) => formatTime(date, lang);
  const last = order.history.length - 1;
  return (
    <section className="panel timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{t.title}</h2>
      <ol className="timeline__steps">
        <li
          className={`timeline__step timeline__step--done${last < 0 ? ' timeline__step--current' : ''}`}
          aria-current={last < 0 ? 'step' : undefined}
        >
          <span className="timeline__label">{t.placed}</span>
          <time dateTime={order.date}>{when(order.date)}</time>
        </li>
        {order.history.map((change, index) => (
          <li
            key={`${change.date}-${index}`}
            className={`timeline__step timeline__step--done timeline__step--${change.stage}${index === last ? ' timeline__step--current' : ''}`}
            aria-current={index === last ? 'step' : undefined}
          >
            {/* A quote or a payment (issue 24) names what happened; a change of stage, the stage. */}
            <span className="timeline__label">{change.event ? labelIn(orderEvents, change.event, lang) : stageLabel(change.stage, lang)}</span>
            <time dateTime={change.date}>{when(change.date)}</time>
            {change.event === 'quote_sent' && (
              <Link className="button button--small" to={areaLink('orderQuote', { slug: order.slug })}>
                {quoteWords(lang).seeQuote}
              </Link>
            )}
            {/* Staff may write in either language: the note keeps its own direction. */}
            {change.note && (
              <p className="timeline__note" dir="auto">
                {change.note}
              </p>
            )}
            {/* Photos of the work (issue 25): each opens full size. */}
            <PhotoStrip
              photos={change.photos}
              alt={(n) => t.photo(n, when(change.date))}
              sizes="(min-width: 40rem) 10rem, 30vw"
              className="timeline__photos"
            />
          </li>
        ))}
        {stagesAhead(order.stage).map((stage) => (
          <li key={stage} className="timeline__step timeline__step--ahead">
            <span className="timeline__label">{stageLabel(stage, lang)}</span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden">
        {t.now}: {last < 0 ? t.placed : stageLabel(order.stage, lang)}
      </p>
    </section>
  );
}
