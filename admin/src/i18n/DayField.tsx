// Day and time fields that follow the console's language (issue 37). The browser's own date and time fields write their
// value in the browser's format (mm/dd/yyyy, 02:30 PM, Western digits on an English browser) whatever the page's
// language; in Arabic these fields show the value written out in Arabic ("الثلاثاء، ١٢ مايو ٢٠٢٦", "٢:٣٠ م") and open the
// browser's calendar or clock to choose it. In English they are the browser's fields, as before. The value stays
// YYYY-MM-DD or HH:MM.
import { type ReactNode, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import EventIcon from '@mui/icons-material/EventOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { dateTimeFormat } from '@fitout/shared';

/** `min`: the first value that may be chosen (YYYY-MM-DD or HH:MM). */
type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (value: string) => void; min?: string };

const arabicDay = () => dateTimeFormat('ar-EG', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const arabicTime = () => dateTimeFormat('ar-EG', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });

const dayInArabic = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? arabicDay().format(new Date(`${value}T00:00:00Z`)) : value);
const timeInArabic = (value: string) => (/^\d{2}:\d{2}$/.test(value) ? arabicTime().format(new Date(`1970-01-01T${value}:00Z`)) : value);

export function DayField(props: Props) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return <PlainDayField {...props} locale={locale} chooseDay={translate('console.choose_day')} />;
}

/** The day field outside react-admin (the offline site screens): the language and the button's name given. */
export function PlainDayField({ locale, chooseDay, ...props }: Props & { locale: string; chooseDay: string }) {
  return <PickerField {...props} type="date" arabic={locale === 'ar'} shown={dayInArabic} choose={chooseDay} icon={<EventIcon fontSize="small" />} />;
}

/** A time of day (HH:MM); `step` in seconds, as the browser's time field takes it. */
export function TimeField({ step, ...props }: Props & { step?: number }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <PickerField
      {...props}
      type="time"
      step={step}
      arabic={locale === 'ar'}
      shown={timeInArabic}
      choose={translate('console.choose_time')}
      icon={<ScheduleIcon fontSize="small" />}
    />
  );
}

type PickerProps = Props & {
  type: 'date' | 'time';
  step?: number;
  arabic: boolean;
  shown: (value: string) => string;
  choose: string;
  icon: ReactNode;
};

function PickerField({ value, onChange, min, step, slotProps, sx, type, arabic, shown, choose, icon, ...props }: PickerProps) {
  const picker = useRef<HTMLInputElement>(null);
  if (!arabic) {
    return (
      <TextField
        {...props}
        sx={sx}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { ...(slotProps?.htmlInput as object), min, step } }}
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
  return (
    <Box sx={{ position: 'relative', ...((sx as object) ?? {}) }}>
      <TextField
        {...props}
        fullWidth
        value={shown(value)}
        onClick={open}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, 'data-value': value },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={choose} onClick={open}>
                  {icon}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {/* The browser's calendar or clock, opened by the field; hidden, out of the tab order. */}
      <input
        ref={picker}
        type={type}
        value={value}
        min={min}
        step={step}
        onChange={(event) => onChange(event.target.value)}
        tabIndex={-1}
        aria-hidden="true"
        style={{ position: 'absolute', insetInlineStart: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
    </Box>
  );
}
