// A row of the customer's orders list (issue 24): the order's stage, and what waits on the customer, each a link to
// the quote (a quote to answer, a payment due); `asked`, the words of a request to cancel just sent (issue 35).
import { Link } from 'wouter';
import { stageLabel } from '@fitout/shared';
import type { Order } from '@fitout/shared/contract';
import type { Lang } from '../../../i18n/ui.ts';
import { areaLink } from '../paths.ts';
import { quoteWords } from '../quote/quoteWords.ts';
import { useUnread } from '../messages/unread.ts';
import { messageWords } from '../messages/words.ts';

type Props = { order: Pick<Order, 'slug' | 'stage' | 'waiting'>; lang: Lang; asked?: string };

export default function OrderWaiting({ order, lang, asked }: Props) {
  const w = quoteWords(lang);
  const { ofOrder } = useUnread(order.slug);
  return (
    <span className="order-row__waiting">
      <span className={order.stage === 'cancelled' ? 'tag tag--cancelled' : 'tag'}>{stageLabel(order.stage, lang)}</span>
      {asked && (
        <span className="tag tag--asked" role="status">
          {asked}
        </span>
      )}
      {(order.waiting ?? []).map((kind) => (
        <Link key={kind} className="tag tag--due" to={areaLink('orderQuote', { slug: order.slug })} data-waiting={kind}>
          {kind === 'quote' ? w.waitingQuote : w.waitingPayment}
        </Link>
      ))}
      {ofOrder > 0 && (
        <Link className="tag tag--due" to={`${areaLink('orderDetails', { slug: order.slug })}#messages`} data-waiting="messages">
          {messageWords(lang).newMessages(ofOrder)}
        </Link>
      )}
    </span>
  );
}
