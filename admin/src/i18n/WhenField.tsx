import { type FieldProps, useFieldValue } from 'react-admin';
import { Typography } from '@mui/material';
import { useFormats } from './format.ts';

/**
 * A record's day, or with `showTime` its time, as the site writes them (shared formatDay and formatTime, through
 * useFormats): a long date, the time on a 12-hour clock, in the console's language and digits, in Cairo's time zone.
 * For lists and show pages, where react-admin's <DateField> would write the device's zone.
 */
export function WhenField({ showTime = false, ...props }: FieldProps & { showTime?: boolean }) {
  const value: string | null | undefined = useFieldValue(props);
  const { date, day } = useFormats();
  if (!value) return null;
  return (
    <Typography component="span" variant="body2">
      {showTime ? date(value) : day(value)}
    </Typography>
  );
}
