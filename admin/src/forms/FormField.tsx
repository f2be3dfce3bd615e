// The small fields of a panel's own form (the order page's changes, selections, costs and payments): a text field, a
// choice among a list and a day, each giving its value as a string and showing the API's refusal of it under it; and
// the row of one item of a list.
import type { ReactNode } from 'react';
import { Box, IconButton, MenuItem, TextField, type TextFieldProps } from '@mui/material';
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

type ItemRowProps = {
  index: number;
  /** The grid's columns (MUI's responsive value), the remove button's included. */
  columns: Record<string, string>;
  removeLabel: string;
  /** Whether the item may be taken out (a list keeps at least one). */
  removable: boolean;
  onRemove: () => void;
  children: ReactNode;
};

/** One item's row of a form's list (a change's line, a purchase order's line): its fields, and a button to take it out. */
export function ItemRow({ index, columns, removeLabel, removable, onRemove, children }: ItemRowProps) {
  return (
    <Box data-line={index} sx={{ display: 'grid', gap: 1, gridTemplateColumns: columns, alignItems: 'start' }}>
      {children}
      <IconButton aria-label={removeLabel} onClick={onRemove} disabled={!removable}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
