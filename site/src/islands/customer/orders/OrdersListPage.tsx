// {user}/listorders, screen 'Orders List' (SPEC.md sections 2, 5 and 8): the customer's own orders, each a card
// titled by its package (in Arabic on Arabic pages) and place (issue 37), its stage in words, what waits on the
// customer, and 'full_name (typeunit)' below; View leads to the order's home, Delete is a quiet action that asks
// first. An order with money on it (issue 35) offers "Ask to cancel" instead of Delete, and a cancelled one says so.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { closingWords, formatDay, messages } from '@fitout/shared';
import type { ApiError } from '@fitout/shared/client';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import { firstRefusal, refusalOf } from '../refusal.ts';
import AreaLayout from '../AreaLayout.tsx';
import { InlineLoading } from '../PanelState.tsx';
import OrderWaiting from './OrderWaiting.tsx';
import ConfirmDialog from '../ConfirmDialog.tsx';
import AskCancelDialog from './AskCancelDialog.tsx';
import { orderName, orderRowText, type Order } from './orders.ts';
import { homeWords } from './homeWords.ts';
import './orders.css';
import { areaLink } from '../paths.ts';
import { useProfile } from '../ProfileContext.ts';
import { useAreaLang } from '../lang.ts';
import { call } from '@fitout/shared/client';
import { orders as orderCalls } from '../../session/calls.ts';

export default function OrdersListPage() {
  const { profile } = useProfile();
  const { lang, t, tr } = useAreaLang();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [pending, setPending] = useState<Order | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const closing = closingWords[lang];

  useEffect(() => {
    let live = true;
    call(api, orderCalls.mine)
      .then((data) => live && setOrders(Array.isArray(data) ? data : data.results))
      .catch((error) => {
        // List fetch failures are logged only (SPEC.md section 8).
        console.error('Orders could not be loaded', error);
        if (live) setOrders([]);
      });
    return () => {
      live = false;
    };
  }, []);

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      await call(api, orderCalls.remove, { params: { user_id: profile.user.id, id: pending.id } });
      setOrders((list) => list?.filter((order) => order.id !== pending.id) ?? null);
      notify.success(tr(messages.orderDeleted));
    } catch (error) {
      const data = (error as ApiError).response?.data as { code?: unknown } | undefined;
      const code = data?.code;
      if (code === 'order.has_money' || code === 'order.closed') {
        // Money came onto the order meanwhile: say why in the customer's language, and offer to ask instead.
        notify.error(await refusalOf(error, lang));
        setOrders((list) => list?.map((order) => (order.id === pending.id ? { ...order, withdrawable: false } : order)) ?? null);
      } else notify.error(tr(messages.projectDeleteFailed(await firstRefusal(error, lang))));
    } finally {
      setDeleting(false);
      setPending(null);
    }
  }

  return (
    <AreaLayout
      title={t.ordersList}
      actions={
        <Link className="button" to={areaLink('createOrder')}>
          {t.order}
        </Link>
      }
    >
      {orders === null ? (
        <InlineLoading label={tr(messages.loading)} />
      ) : orders.length === 0 ? (
        <p className="empty">{tr(messages.emptyList('order'))}</p>
      ) : (
        <ul className="order-list" aria-label={t.yourOrdersList}>
          {orders.map((order) => {
            const name = orderName(order, lang);
            const title = name.where ? `${name.what} · ${name.where}` : name.what;
            return (
              <li key={order.id} className="order-row" data-order={order.id}>
                <div className="order-row__text">
                  <span className="order-row__number">{homeWords(lang).orderNumber(order.id)}</span>
                  <span className="order-row__title">
                    {name.what}
                    {name.where && (
                      <span className="order-row__place">
                        {' · '}
                        <bdi dir="auto">{name.where}</bdi>
                      </span>
                    )}
                  </span>
                  <span className="order-row__meta">
                    <bdi dir="auto">{orderRowText(order, lang)}</bdi>
                    {order.date ? ` · ${formatDay(order.date, lang)}` : ''}
                  </span>
                  <OrderWaiting order={order} lang={lang} asked={asked.has(order.slug) ? closing.asked : undefined} />
                </div>
                <div className="order-row__actions">
                  <Link className="button button--small" to={areaLink('orderDetails', { slug: order.slug })}>
                    {t.view}
                    <span className="visually-hidden">: {title}</span>
                  </Link>
                  {order.stage === 'cancelled' || asked.has(order.slug) ? null : order.withdrawable === false ? (
                    <button className="link-button" type="button" onClick={() => setAsking(order.slug)}>
                      {closing.askToCancel}
                      <span className="visually-hidden">: {title}</span>
                    </button>
                  ) : (
                    <button className="link-button" type="button" onClick={() => setPending(order)}>
                      {t.delete}
                      <span className="visually-hidden">: {title}</span>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        text={tr(messages.deleteConfirm('order'))}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
      <AskCancelDialog
        slug={asking}
        onSent={(slug) => {
          setAsked((sent) => new Set(sent).add(slug));
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </AreaLayout>
  );
}
