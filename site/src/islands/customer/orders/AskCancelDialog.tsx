// "Ask to cancel" (issue 35): an order with money on it is no longer the customer's to withdraw, so they ask staff to
// cancel it, with a reason if they like. The request goes on the order's thread (registerorder/detail/{slug}/
// cancel-request/), where staff answer; on the native modal <dialog>, as the delete confirmation is.
import { useEffect, useRef, useState } from 'react';
import { closingWords, MAX_CANCEL_REASON } from '@fitout/shared';
import { call } from '@fitout/shared/client';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import { orders as orderCalls } from '../../session/calls.ts';
import { useAreaLang } from '../lang.ts';
import { refusalOf } from '../refusal.ts';

type Props = { slug: string | null; onSent: (slug: string) => void; onClose: () => void };

export default function AskCancelDialog({ slug, onSent, onClose }: Props) {
  const { lang } = useAreaLang();
  const w = closingWords[lang];
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (slug && !dialog.open) dialog.showModal();
    if (!slug && dialog.open) dialog.close();
    if (!slug) setReason('');
  }, [slug]);

  async function send() {
    if (!slug) return;
    setBusy(true);
    try {
      await call(api, orderCalls.askToCancel, { params: { slug }, body: { reason } });
      notify.success(w.askSent);
      onSent(slug);
    } catch (error) {
      notify.error(await refusalOf(error, lang, w.askFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="confirm-dialog ask-cancel-dialog"
      aria-labelledby="ask-cancel-title"
      aria-describedby="ask-cancel-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="ask-cancel-title">{w.askTitle}</h2>
      <p id="ask-cancel-text">{w.askLead}</p>
      <div className="field ask-cancel-dialog__reason">
        <label htmlFor="ask-cancel-reason">{w.askReason}</label>
        <textarea
          id="ask-cancel-reason"
          rows={3}
          dir="auto"
          maxLength={MAX_CANCEL_REASON}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="confirm-dialog__actions">
        <button className="button button--danger" type="button" onClick={() => void send()} disabled={busy}>
          {busy ? w.askSending : w.askSend}
        </button>
        <button className="button button--ghost" type="button" onClick={onClose} autoFocus>
          {w.keep}
        </button>
      </div>
    </dialog>
  );
}
