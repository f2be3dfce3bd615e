// One labelled form control with its error and hint wired for screen readers (the site's .field pattern), used by every island's form.
import type { ComponentProps, ReactNode } from 'react';

type Common = { id: string; label: string; error?: string; hint?: ReactNode; requiredMark?: boolean };

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function Frame({ id, label, error, hint, requiredMark, children }: Common & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {requiredMark && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
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
