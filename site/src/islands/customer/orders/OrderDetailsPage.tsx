// Order details with {slug} (SPEC.md section 2), the job's home (issue 37). At the top the order's number and name
// (the package and the place), its stage in words and the one next thing to do as a button; then the money, the
// site visit, the latest photos, the thread, snags, the progress and who looks after it; the form's answers folded
// under "Order details" (the spec's labels, option values by their labels); withdrawing is a quiet action at the end.
// Each section is a component of its own (issue 38 adds change orders, issue 40 paying an instalment).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ApiError } from '@fitout/shared/client';
import { closingWords, companyTimeNote, deviceOnCompanyTime, formatTime, isClosedStage, messages, stageLabel } from '@fitout/shared';
import type { PaymentAccount } from '@fitout/shared/contract';
import { api } from '../../session/session.ts';
import AreaLayout from '../AreaLayout.tsx';
import { InlineLoading } from '../PanelState.tsx';
import { orderDetailRows, orderName, type Order } from './orders.ts';
import { areaLink } from '../paths.ts';
import { useAreaLang } from '../lang.ts';
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
import { call } from '@fitout/shared/client';
import { orders, payments, snags, visits } from '../../session/calls.ts';
import { homeWords } from './homeWords.ts';
import { nextStep, type Known } from './nextStep.ts';
import './home.css';

type State = { kind: 'loading' } | { kind: 'loaded'; order: Order } | { kind: 'missing' };

export default function OrderDetailsPage() {
  const { slug = '' } = useParams();
  const { lang, t, tr } = useAreaLang();
  const w = homeWords(lang);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [account, setAccount] = useState<PaymentAccount | null>(null);
  const [known, setKnown] = useState<Pick<Known, 'visit' | 'snags'>>({});
  const [asking, setAsking] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const { ofOrder } = useUnread(slug);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    call(api, orders.detail, { params: { slug } })
      .then((order) => live && setState({ kind: 'loaded', order }))
      .catch((error: ApiError) => {
        console.error('Order could not be loaded', error);
        if (live) setState({ kind: 'missing' });
      });
    // What the next step and the money need, read beside the order; a failed read leaves its part out.
    call(api, payments.mine, { params: { slug } })
      .then((read) => live && setAccount(read))
      .catch(() => live && setAccount(null));
    Promise.allSettled([call(api, visits.mine, { params: { slug } }), call(api, snags.list, { params: { slug } })]).then(
      ([visit, snagList]) =>
        live &&
        setKnown({
          visit: visit.status === 'fulfilled' ? { booked: visit.value.visit !== null, slots: visit.value.slots.length } : null,
          snags: snagList.status === 'fulfilled' ? snagList.value.snags : null,
        }),
    );
    return () => {
      live = false;
    };
  }, [slug]);

  const backToList = (
    <Link className="button button--ghost" to={areaLink('listOrders')}>
      {t.backToList}
    </Link>
  );

  if (state.kind !== 'loaded') {
    return (
      <AreaLayout title={t.orderDetails} actions={backToList}>
        {state.kind === 'loading' && <InlineLoading label={tr(messages.loading)} />}
        {state.kind === 'missing' && <p className="empty">{t.orderMissing}</p>}
      </AreaLayout>
    );
  }

  const { order } = state;
  const name = orderName(order, lang);
  const step = nextStep({ order, account, unread: ofOrder, ...known });
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

      {account && <OrderMoney slug={order.slug} account={account} lang={lang} />}
      <OrderChanges slug={order.slug} lang={lang} />
      <OrderSelections slug={order.slug} lang={lang} />
      <OrderSchedule slug={order.slug} lang={lang} />
      {order.stage !== 'completed' && !closed && <OrderVisit slug={order.slug} lang={lang} />}
      <OrderPhotos order={order} lang={lang} />
      <OrderMessages slug={order.slug} lang={lang} />
      <OrderSnags slug={order.slug} lang={lang} completed={order.stage === 'completed'} />
      <OrderTimeline order={order} lang={lang} />
      <OrderContact order={order} lang={lang} />

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
