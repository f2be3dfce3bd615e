// The mail of selections (issue 38): the reminder, in the customer's language, that a selection is past its date to
// choose, with a link to choose and the one-click link that turns these reminders off ("selections").
import { type Language, formatDay, pathTo, arabicDigits } from '@fitout/shared';
import { sitePage } from '../accounts/mails.ts';
import type { Config } from '../config.ts';
import type { selections } from '../db/schema.ts';
import { customerMail, type Recipient } from '../orders/mails.ts';

type SelectionRow = typeof selections.$inferSelect;
type OrderFacts = { id: number; slug: string };

const itemIn = (row: SelectionRow, language: Language) => (language === 'ar' && row.itemAr ? row.itemAr : row.item);

export function selectionOverdueMail(to: Recipient, order: OrderFacts, row: SelectionRow, config: Pick<Config, 'siteUrl'>) {
  const link = sitePage(config.siteUrl, to.language, pathTo('orderSelection', { slug: order.slug, id: row.id }));
  const item = itemIn(row, to.language);
  const day = formatDay(row.chooseBy, to.language);
  if (to.language === 'ar') {
    return customerMail(to, {
      kind: 'notification',
      subject: `طلبك رقم ${arabicDigits(order.id)}: حان وقت اختيار ${item}`,
      blocks: [
        `كان موعد اختيار «${item}» (${row.roomAr || row.room}) هو ${day}، ولم يتم الاختيار بعد.`,
        row.blocksWork ? 'يتوقف العمل حتى تختار. اختر الآن ليستمر العمل في موعده:' : 'اختر الآن ليبقى العمل في موعده:',
        { link, label: 'شاهد الخيارات واختر' },
      ],
    });
  }
  return customerMail(to, {
    kind: 'notification',
    subject: `Your order #${order.id}: time to choose ${item}`,
    blocks: [
      `The date to choose "${item}" (${row.room}) was ${day}, and it is not chosen yet.`,
      row.blocksWork ? 'Work stops until you choose. Choose now to keep the job on time:' : 'Choose now to keep the job on time:',
      { link, label: 'See the choices and choose' },
    ],
  });
}
