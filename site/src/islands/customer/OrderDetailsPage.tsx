// Order details with {slug} (SPEC.md section 2): a table of the order's fields under the spec's labels, option
// values by their labels, who looks after it (issue 23), its site visit, progress (issue 14) and messages (issue 25),
// and Back to List.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ApiError } from '@fitout/shared/client';
import { messages } from '@fitout/shared';
import { api } from '../session/session.ts';
import AreaLayout from './AreaLayout.tsx';
import { InlineLoading } from './PanelState.tsx';
import { orderDetailRows, type Order } from './orders.ts';
import { areaLink } from './paths.ts';
import { useAreaLang } from './lang.ts';
import OrderTimeline from './OrderTimeline.tsx';
import OrderContact from './OrderContact.tsx';
import OrderMessages from './messages/OrderMessages.tsx';
import OrderVisit from './visits/OrderVisit.tsx';
import OrderSnags from './snags/OrderSnags.tsx';
import OrderChanges from './changes/OrderChanges.tsx';
import { formatDate } from '../../i18n/ui.ts';
import { call } from '@fitout/shared/client';
import { orders } from '../session/calls.ts';

type State = { kind: 'loading' } | { kind: 'loaded'; order: Order } | { kind: 'missing' };

export default function OrderDetailsPage() {
  const { slug = '' } = useParams();
  const { lang, t, tr } = useAreaLang();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    call(api, orders.detail, { params: { slug } })
      .then((order) => live && setState({ kind: 'loaded', order }))
      .catch((error: ApiError) => {
        console.error('Order could not be loaded', error);
        if (live) setState({ kind: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [slug]);

  const backToList = (
    <Link className="button button--ghost" to={areaLink('listOrders')}>
      {t.backToList}
    </Link>
  );

  return (
    <AreaLayout title={t.orderDetails} actions={backToList}>
      {state.kind === 'loading' && <InlineLoading label={tr(messages.loading)} />}
      {state.kind === 'missing' && <p className="empty">{t.orderMissing}</p>}
      {state.kind === 'loaded' && (
        <div className="panel order-details">
          <table className="details-table">
            <caption>
              {t.orderPlaced(state.order.date ? formatDate(lang, state.order.date, Intl.DateTimeFormat().resolvedOptions().timeZone) : '')}
            </caption>
            <tbody>
              {orderDetailRows(state.order, lang).map((row) => (
                <tr key={row.field}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value || <span className="muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.kind === 'loaded' && <OrderContact order={state.order} lang={lang} />}
      {state.kind === 'loaded' && <OrderChanges slug={state.order.slug} lang={lang} />}
      {state.kind === 'loaded' && <OrderSnags slug={state.order.slug} lang={lang} completed={state.order.stage === 'completed'} />}
      {state.kind === 'loaded' && state.order.stage !== 'completed' && state.order.stage !== 'cancelled' && (
        <OrderVisit slug={state.order.slug} lang={lang} />
      )}
      {state.kind === 'loaded' && <OrderTimeline order={state.order} lang={lang} />}
      {state.kind === 'loaded' && <OrderMessages slug={state.order.slug} lang={lang} />}
      <p className="area-footer-actions">{backToList}</p>
    </AreaLayout>
  );
}
