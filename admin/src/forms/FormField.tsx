// The small fields of a panel's own form (the order page's changes, selections, costs and payments): a text field, a
// choice among a list and a day, each giving its value as a string and showing the API's refusal of it under it.
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { DayField } from '../i18n/DayField.tsx';

type Props = Omit<TextFieldProps, 'onChange' | 'error' | 'value'> & {
  value: string | number;
  onValue: (value: string) => void;
  /** The refusal's words for this field, when the API refused it. */
  error?: string;
};

export default function FormField({ onValue, error, helperText, ...props }: Props) {
  return <TextField size="small" {...props} onChange={(event) => onValue(event.target.value)} error={!!error} helperText={error ?? helperText} />;
}

/** A choice among `choices` (each value with its words). */
export function FormSelect({ choices, ...props }: Omit<Props, 'select' | 'children'> & { choices: readonly { value: string; label: string }[] }) {
  return (
    <FormField select {...props}>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </FormField>
  );
}

/** A day (YYYY-MM-DD), written out in the console's language (DayField). */
export function FormDay({ label, value, onValue, error }: { label: string; value: string; onValue: (value: string) => void; error?: string }) {
  return <DayField size="small" label={label} value={value} onChange={onValue} error={!!error} helperText={error} />;
}
