// The full name a customer signs an answer to staff with (accepting a quote, approving a change order, confirming a
// selection), and its refusal beside it, read out with the field.
type Props = { id: string; label: string; value: string; onChange: (value: string) => void; error?: string };

export default function SignedName({ id, label, value, onChange, error }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        autoComplete="name"
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
