// The delete confirmation of SPEC.md section 5 ('Are you sure?' / 'This will permanently delete the …!'), on
// the native modal <dialog>: focus stays inside, Escape cancels, the page behind is inert.
import { useEffect, useRef } from 'react';
import { messages } from '@fitout/shared';
import { useAreaLang } from './lang.ts';

type Props = {
  open: boolean;
  text: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export default function ConfirmDialog({ open, text, confirmLabel, busy = false, onConfirm, onCancel }: Props) {
  const { t, tr } = useAreaLang();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="confirm-dialog__icon" aria-hidden="true">
        !
      </div>
      <h2 id="confirm-title">{tr(messages.deleteConfirmTitle)}</h2>
      <p id="confirm-text">{text}</p>
      <div className="confirm-dialog__actions">
        <button className="button button--danger" type="button" onClick={onConfirm} disabled={busy}>
          {busy ? t.deleting : (confirmLabel ?? t.confirmDelete)}
        </button>
        <button className="button button--ghost" type="button" onClick={onCancel} autoFocus>
          {t.cancel}
        </button>
      </div>
    </dialog>
  );
}
