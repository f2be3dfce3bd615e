// Order details with {slug} (SPEC.md section 2), the job's home (issue 37). At the top the order's number and name
// (the package and the place), its stage in words and the one next thing to do as a button; then the money, the
// site visit, the latest photos, the thread, snags, the progress and who looks after it; the form's answers folded
// under "Order details" (the spec's labels, option values by their labels); withdrawing is a quiet action at the end.
// Each section is a component of its own (issue 38 adds change orders, issue 40 paying an instalment).
import { memo, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ApiError } from '@fitout/shared/client';
import { closingWords, companyTimeNote, deviceOnCompanyTime, formatTime, isClosedStage, messages, stageLabel } from '@fitout/shared';
import type { PaymentAccount, SnagList, Thread, VisitChoice } from '@fitout/shared/contract';
import AreaLayout, { AreaLoading } from '../AreaLayout.tsx';
import OneByOne from '../OneByOne.tsx';
import { orderDetailRows, orderName, type Order } from './orders.ts';
import { areaLink } from '../paths.ts';
import { useAreaLang } from '../lang.ts';
import type { Lang } from '../../../i18n/ui.ts';
import OrderTimeline from './OrderTimeline.tsx';
import OrderContact from './OrderContact.tsx';
import OrderMoney from './OrderMoney.tsx';
import OrderPhotos from './OrderPhotos.tsx';
import NextStepPanel from './NextStepPanel.tsx';
import AskCancelDialog from './AskCancelDialog.tsx';
import OrderMessages from '../messages/OrderMessages.tsx';
import OrderVisit from '../visits/OrderVisit.tsx';
import OrderSnags from '../snags/OrderSnags.tsx';
import OrderChanges from '../changes/OrderChanges.tsx';
import OrderSelections from '../selections/OrderSelections.tsx';
import OrderSchedule from '../schedule/OrderSchedule.tsx';
import { useUnread } from '../messages/unread.ts';
import { orders, payments, snags, threads, visits } from '../../session/calls.ts';
import { homeWords } from './homeWords.ts';
import { nextStep, type Known } from './nextStep.ts';
import { formatsReady } from './warmFormats.ts';
import { readOrderPart } from './firstReads.ts';
import { nextTask, settled, settledValue } from '../tasks.ts';
import './home.css';

/** The order and its parts as the page read them (null where a side read failed), and the unread count. */
type Loaded = {
  kind: 'loaded';
  order: Order;
  account: PaymentAccount | null;
  visit: VisitChoice | null;
  snags: SnagList | null;
  thread: Thread | null;
  unread: number;
};
type State = { kind: 'loading' } | Loaded | { kind: 'missing' };

/**
 * The order with what its next step and its money need (the account of payments, the visit, the snags), and its
 * thread, read side by side and drawn once: each answer drawing the page again was a tenth of a second of a phone's
 * work, and a section drawn before its answer had it come in under a reader already there (the thread's form pushed
 * down). Each read is asked for in a task of its own (a fetch is a few milliseconds of the main thread, and four in
 * one task were the page's longest), the order's first. The sections that show those parts are drawn with these
 * answers, and read anew only after a change of their own (a booking, a report). A failed side read leaves its part
 * out of the next step (and the money out of the page); the visit, the snags and the thread then read theirs again. A
 * failed order read is a missing order.
 */
async function loadOrder(slug: string, unread: Promise<number>): Promise<State> {
  const order = settled(readOrderPart(orders.detail, slug));
  await nextTask();
  const account = settled(readOrderPart(payments.mine, slug));
  await nextTask();
  const visit = settled(readOrderPart(visits.mine, slug));
  await nextTask();
  const snagList = settled(readOrderPart(snags.list, slug));
  await nextTask();
  const thread = settled(readOrderPart(threads.thread, slug));
  const read = await order;
  if (read.status === 'rejected') {
    console.error('Order could not be loaded', read.reason as ApiError);
    return { kind: 'missing' };
  }
  return {
    kind: 'loaded',
    order: read.value,
    account: settledValue(await account),
    visit: settledValue(await visit),
    snags: settledValue(await snagList),
    thread: settledValue(await thread),
    unread: await unread,
  };
}

/** What the next step is chosen from, of the page's reads of the visit and the snags. */
const knownOf = ({ visit, snags }: Loaded): Pick<Known, 'visit' | 'snags'> => ({
  visit: visit ? { booked: visit.visit !== null, slots: visit.slots.length } : null,
  snags: snags?.snags ?? null,
});

/**
 * The form's answers, folded under "Order details": drawn again only for another order or language, not each time the
 * page around them is (a section shown, the unread count, the cancel dialog).
 */
const OrderAnswers = memo(function OrderAnswers({ order, lang }: { order: Order; lang: Lang }) {
  const w = homeWords(lang);
  return (
    <details className="panel home-details">
      <summary>
        <h2>{w.details}</h2>
      </summary>
      <p className="muted">{w.detailsLead}</p>
      <table className="details-table">
        <tbody>
          {orderDetailRows(order, lang).map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}</th>
              <td dir="auto">{row.value || <span className="muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
});

export default function OrderDetailsPage() {
  const { slug = '' } = useParams();
  const { lang, t, tr } = useAreaLang();
  const w = homeWords(lang);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [asking, setAsking] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const { ofOrder, ofOrderKnown } = useUnread(slug);

  // The order is drawn once it is read and its formatters are made aside (warmFormats.ts): its dates and sums are then
  // written without loading the browser's locale data in the first draw. Only here, where they are written: a page
  // that writes none makes no Intl object (e2e/locale-data.spec.ts). With the unread count as the page opened, so that
  // the next step is drawn with it rather than added a moment later.
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void Promise.all([loadOrder(slug, ofOrderKnown()), formatsReady(lang)]).then(([read]) => live && setState(read));
    return () => {
      live = false;
    };
  }, [slug, lang, ofOrderKnown]);

  // The money (drawn in the task after the page's head) and the sections, drawn with the page's reads or reading their
  // own: drawn again only when the order or the language changes, not when the unread count or the cancel dialog does.
  const loaded = state.kind === 'loaded' ? state : null;
  const sections = useMemo(() => {
    if (!loaded) return [];
    const { order, account } = loaded;
    const { stage } = order;
    return [
      account && <OrderMoney key="money" slug={order.slug} account={account} lang={lang} />,
      <OrderChanges key="changes" slug={order.slug} lang={lang} account={account} />,
      <OrderSelections key="selections" slug={order.slug} lang={lang} />,
      <OrderSchedule key="schedule" slug={order.slug} lang={lang} />,
      stage !== 'completed' && !isClosedStage(stage) && <OrderVisit key="visit" slug={order.slug} lang={lang} first={loaded.visit} />,
      <OrderPhotos key="photos" order={order} lang={lang} />,
      <OrderMessages key="messages" slug={order.slug} lang={lang} first={loaded.thread} />,
      <OrderSnags key="snags" slug={order.slug} lang={lang} completed={stage === 'completed'} first={loaded.snags} />,
      <OrderTimeline key="timeline" order={order} lang={lang} />,
      <OrderContact key="contact" order={order} lang={lang} />,
    ].filter(Boolean);
  }, [loaded, lang]);

  const backToList = (
    <Link className="button button--ghost" to={areaLink('listOrders')}>
      {t.backToList}
    </Link>
  );

  // The area's loading while the order is read, not its frame with a heading for now: the order's name, written in its
  // place, took two lines on a phone where the heading's one did, and moved all below it (a layout shift).
  if (state.kind === 'loading') return <AreaLoading label={tr(messages.loading)} />;
  if (state.kind === 'missing') {
    return (
      <AreaLayout title={t.orderDetails} actions={backToList}>
        <p className="empty">{t.orderMissing}</p>
      </AreaLayout>
    );
  }

  const { order } = state;
  const name = orderName(order, lang);
  // A message that came while the page is open adds the step; the thread below marking the messages read does not take
  // it away under the reader (the panel shrank above the thread they were brought to: a layout shift), until they
  // open the order again.
  const step = nextStep({ order, account: state.account, ...knownOf(state), unread: Math.max(state.unread, ofOrder) });
  const closed = isClosedStage(order.stage);
  return (
    <AreaLayout title={name.what} lead={name.where || undefined} actions={backToList}>
      <section className="panel panel--accent home-head" aria-label={w.nextStep} data-stage={order.stage}>
        <p className="home-head__number">
          <span data-order-number>{w.orderNumber(order.id)}</span>
          <span className="muted"> · {w.placed(formatTime(order.date, lang))}</span>
        </p>
        <p className="home-head__stage">
          {w.stage}:{' '}
          <span className={order.stage === 'cancelled' ? 'tag tag--cancelled' : 'tag'} data-stage-label>
            {stageLabel(order.stage, lang)}
          </span>
        </p>
        <NextStepPanel slug={order.slug} step={step} closed={closed} lang={lang} />
      </section>

      <OneByOne
        parts={sections}
        then={
          <>
            <OrderAnswers order={order} lang={lang} />
            {!deviceOnCompanyTime() && <p className="muted home-zone">{companyTimeNote[lang]}</p>}
            <p className="area-footer-actions home-footer">
              {backToList}
              {!closed && !asked && order.withdrawable === false && (
                <button className="link-button" type="button" onClick={() => setAsking(order.slug)}>
                  {closingWords[lang].askToCancel}
                </button>
              )}
              {asked && <span className="muted">{closingWords[lang].asked}</span>}
            </p>
          </>
        }
      />
      <AskCancelDialog
        slug={asking}
        onSent={() => {
          setAsked(true);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </AreaLayout>
  );
}
