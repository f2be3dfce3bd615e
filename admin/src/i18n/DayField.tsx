// A day field that follows the console's language (issue 37). The browser's own date field writes the day in the
// browser's format (mm/dd/yyyy on an English browser) whatever the page's language; in Arabic this field shows the day
// written out in Arabic ("الثلاثاء، ١٢ مايو ٢٠٢٦") and opens the browser's calendar to choose it. In English it is the
// browser's date field, as before. The value stays YYYY-MM-DD.
import { useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import EventIcon from '@mui/icons-material/EventOutlined';

/** `min`: the first day that may be chosen (YYYY-MM-DD). */
type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (day: string) => void; min?: string };

const arabicDay = new Intl.DateTimeFormat('ar-EG', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function DayField(props: Props) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return <PlainDayField {...props} locale={locale} chooseDay={translate('console.choose_day')} />;
}

/** The same field outside react-admin (the offline site screens): the language and the button's name given. */
export function PlainDayField({ value, onChange, min, slotProps, sx, locale, chooseDay, ...props }: Props & { locale: string; chooseDay: string }) {
  const picker = useRef<HTMLInputElement>(null);
  if (locale !== 'ar') {
    return (
      <TextField
        {...props}
        sx={sx}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { ...(slotProps?.htmlInput as object), min } }}
      />
    );
  }
  const open = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(value) ? arabicDay.format(new Date(`${value}T00:00:00Z`)) : value;
  return (
    <Box sx={{ position: 'relative', ...((sx as object) ?? {}) }}>
      <TextField
        {...props}
        fullWidth
        value={shown}
        onClick={open}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, 'data-day': value },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={chooseDay} onClick={open}>
                  <EventIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {/* The browser's calendar, opened by the field; hidden, out of the tab order. */}
      <input
        ref={picker}
        type="date"
        value={value}
        min={min}
        onChange={(event) => onChange(event.target.value)}
        tabIndex={-1}
        aria-hidden="true"
        style={{ position: 'absolute', insetInlineStart: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
    </Box>
  );
}
