// A file field in the page's language (issue 37): the browser's own "Choose File" button and "No file chosen" are
// in the browser's language, so the native input is hidden (still focusable, still the form's control) and a styled
// label with the page's words and the chosen file's name stand for it. Its error and hint are wired as Field.tsx's.
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { describedBy, FieldNotes, RequiredMark } from './Field.tsx';

type Props = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  id: string;
  label: string;
  /** The button's words ("Choose a picture"). */
  choose: string;
  /** What shows before a file is chosen ("No picture chosen"). */
  none: string;
  /** The chosen files as shown ("2 photos"); the single file's name by default. */
  chosenText?: (files: File[]) => string;
  /** The files the form holds (its state): the names shown, cleared when the form clears it after sending. */
  files: readonly File[];
  error?: string;
  hint?: ReactNode;
  requiredMark?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

const defaultText = (files: File[]) => files.map((file) => file.name).join('، ');

export default function FilePicker({
  id,
  label,
  choose,
  none,
  chosenText = defaultText,
  files,
  error,
  hint,
  requiredMark,
  onChange,
  ...input
}: Props) {
  const shown = [...files];
  return (
    <div className="field file-picker">
      <span className="file-picker__label" id={`${id}-label`}>
        {label}
        {requiredMark && <RequiredMark />}
      </span>
      <div className="file-picker__row">
        <input
          id={id}
          type="file"
          className="file-picker__input"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy(id, error, hint, `${id}-chosen`)}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
          {...input}
        />
        <label htmlFor={id} className="button button--ghost file-picker__button" id={`${id}-button`}>
          {choose}
        </label>
        <span className={shown.length ? 'file-picker__chosen' : 'file-picker__chosen muted'} id={`${id}-chosen`} dir="auto">
          {shown.length ? chosenText(shown) : none}
        </span>
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
