// A small text field of a panel's own form (the order page's changes, selections, costs and payments): its value,
// each change as a string, and the API's refusal of it under the field.
import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'onChange' | 'error' | 'value'> & {
  value: string | number;
  onValue: (value: string) => void;
  /** The refusal's words for this field, when the API refused it. */
  error?: string;
};

export default function FormField({ onValue, error, helperText, ...props }: Props) {
  return <TextField size="small" {...props} onChange={(event) => onValue(event.target.value)} error={!!error} helperText={error ?? helperText} />;
}
