// The full name a customer signs an answer to staff with (accepting a quote, approving a change order, confirming a
// selection), and its refusal beside it, read out with the field.
import { InputField } from '../Field.tsx';

type Props = { id: string; label: string; value: string; onChange: (value: string) => void; error?: string };

export default function SignedName({ id, label, value, onChange, error }: Props) {
  return (
    <InputField
      id={id}
      label={label}
      error={error}
      autoComplete="name"
      value={value}
      maxLength={200}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
