// The small fields of a panel's own form (the order page's changes, selections, costs and payments): a text field, a
// choice among a list and a day, each giving its value as a string and showing the API's refusal of it under it; and
// the rows of a list's items.
import type { ReactNode } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
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

/** What the panels' text fields take as they are typed in: either direction, Arabic, an amount. */
export const typed = {
  anyDirection: { slotProps: { htmlInput: { dir: 'auto' } } },
  arabic: { slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } } },
  decimal: { slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } },
} as const;

type ItemFieldProps = Omit<Props, 'value' | 'onValue' | 'label' | 'error'> & {
  /** The field's name in the API's refusals where it differs from the item's own (`unit_price` for `price`). */
  refusedAs?: string;
};

/**
 * The text fields of one item of a form's list (a change's line, a selection's choice, a purchase order's line): each
 * shows the item's value, patches a change into it, and shows the API's refusal of it (`lines.0.quantity`).
 */
export function itemFields<T extends object>(
  list: string,
  index: number,
  item: T,
  patch: (index: number, change: Partial<T>) => void,
  errors: Record<string, string>,
) {
  return (name: keyof T & string, label: string, { refusedAs = name, ...props }: ItemFieldProps = {}) => (
    <FormField
      label={label}
      value={String(item[name] ?? '')}
      onValue={(value) => patch(index, { [name]: value } as Partial<T>)}
      error={errors[`${list}.${index}.${refusedAs}`]}
      {...props}
    />
  );
}

type ItemRowsProps<T extends object> = {
  /** The list's field, as the API's refusals name it (`lines`: `lines.0.price`). */
  list: string;
  items: T[];
  setItems: (items: T[]) => void;
  errors: Record<string, string>;
  /** The grid's columns (MUI's responsive value), the remove button's included. */
  columns: Record<string, string>;
  removeLabel: string;
  /** The button under the rows that adds a new item. */
  addLabel: string;
  newItem: () => T;
  /** An item's fields: its text fields by `field`, anything else changed through `patch`. */
  children: (field: ReturnType<typeof itemFields<T>>, item: T, patch: (change: Partial<T>) => void) => ReactNode;
};

/**
 * A list's items under the list's own refusal, each a row of its fields with a button that takes it out (a list keeps at
 * least one), and a button that adds one.
 */
export function ItemRows<T extends object>({ list, items, setItems, errors, columns, removeLabel, addLabel, newItem, children }: ItemRowsProps<T>) {
  const patch = (index: number, change: Partial<T>) => setItems(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <>
      {errors[list] && <Alert severity="error">{errors[list]}</Alert>}
      {items.map((item, index) => (
        <Box key={index} data-line={index} sx={{ display: 'grid', gap: 1, gridTemplateColumns: columns, alignItems: 'start' }}>
          {children(itemFields(list, index, item, patch, errors), item, (change) => patch(index, change))}
          <IconButton aria-label={removeLabel} onClick={() => setItems(items.filter((_, i) => i !== index))} disabled={items.length === 1}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button onClick={() => setItems([...items, newItem()])}>{addLabel}</Button>
      </Box>
    </>
  );
}

/** The button that opens a panel's form in its place. */
export function FormOpener({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="contained" onClick={onOpen}>
        {label}
      </Button>
    </Box>
  );
}

/** A panel form's send button, kept from a second press while its request is on its way. */
export function FormSubmit({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={busy}>
        {label}
      </Button>
    </Box>
  );
}
