// A whole-number field that follows the console's language (issue 37). The browser's number field shows and takes
// Western digits only, whatever the page's language; in Arabic this field shows Arabic-Indic digits ("١٢") and takes
// them as an Arabic keyboard types them, or Western ones. The value stays Western digits ("12"). In English it is the
// browser's number field, as before.
import { useLocaleState } from 'react-admin';
import { TextField, type TextFieldProps } from '@mui/material';
import { arabicDigits, latinDigits } from '@fitout/shared';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string | number;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
};

export function NumberField({ value, onChange, min, max, slotProps, ...props }: Props) {
  const [locale] = useLocaleState();
  const htmlInput = (slotProps?.htmlInput as object | undefined) ?? {};
  if (locale !== 'ar')
    return (
      <TextField
        {...props}
        type="number"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ ...slotProps, htmlInput: { min, max, ...htmlInput } }}
      />
    );
  return (
    <TextField
      {...props}
      value={arabicDigits(value)}
      onChange={(event) => onChange(latinDigits(event.target.value).replace(/\D/g, ''))}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', ...htmlInput } }}
    />
  );
}
