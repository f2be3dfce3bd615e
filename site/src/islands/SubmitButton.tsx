// A form's submit button: while the form is being sent it cannot be pressed again and says so (every island's form).
import type { ReactNode } from 'react';

type Props = { busy: boolean; busyLabel: string; children: ReactNode; disabled?: boolean };

export default function SubmitButton({ busy, busyLabel, disabled = false, children }: Props) {
  return (
    <button className="button" type="submit" disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
