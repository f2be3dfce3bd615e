// One labelled form control with its error and hint wired for screen readers (the site's .field pattern), used by every island's form.
import type { ComponentProps, ReactNode } from 'react';

type Common = { id: string; label: string; error?: string; hint?: ReactNode; requiredMark?: boolean };

/** The ids of a control's hint and error, for its aria-describedby (`also`: more of them, e.g. the files chosen). */
export function describedBy(id: string, error?: string, hint?: ReactNode, ...also: string[]) {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : '', ...also].filter(Boolean).join(' ') || undefined;
}

/** The red star that marks a required field, hidden from screen readers (the control itself says it is required). */
export function RequiredMark() {
  return (
    <span className="field-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A control's hint and its refusal under it, with the ids its aria-describedby names. */
export function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </>
  );
}

function Frame({ id, label, error, hint, requiredMark, children }: Common & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {requiredMark && <RequiredMark />}
      </label>
      {children}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function InputField({ id, label, error, hint, requiredMark, ...input }: Common & ComponentProps<'input'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} requiredMark={requiredMark ?? input.required}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
    </Frame>
  );
}

export function TextAreaField({ id, label, error, hint, requiredMark, ...textarea }: Common & ComponentProps<'textarea'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} requiredMark={requiredMark ?? textarea.required}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...textarea} />
    </Frame>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  requiredMark,
  options,
  placeholder,
  ...select
}: Common & ComponentProps<'select'> & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} requiredMark={requiredMark ?? select.required}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A status line for a form: errors as an alert, outcomes as a polite status. */
export function FormNotice({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <p className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
