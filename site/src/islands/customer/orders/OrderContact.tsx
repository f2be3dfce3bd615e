// Who at the company looks after the order (issue 23): their name, and their photo when they have one. Nothing is
// shown until a member of staff is assigned.
import type { Order } from './orders.ts';
import type { Lang } from '../../../i18n/ui.ts';
import './contact.css';

const words = {
  en: { title: 'Your contact', help: 'looks after your order and will get in touch with you.' },
  ar: { title: 'مسؤول المتابعة', help: 'يتابع طلبك وسيتواصل معك.' },
} as const;

export default function OrderContact({ order, lang }: { order: Order; lang: Lang }) {
  if (!order.contact) return null;
  const t = words[lang];
  const { name, image } = order.contact;
  return (
    <section className="panel order-contact" aria-labelledby="contact-title">
      {image ? <img className="order-contact__photo" src={image} alt="" width={56} height={56} /> : null}
      <div>
        <h2 id="contact-title">{t.title}</h2>
        <p>
          {/* A name may be written in either script. */}
          <strong dir="auto">{name}</strong> {t.help}
        </p>
      </div>
    </section>
  );
}
