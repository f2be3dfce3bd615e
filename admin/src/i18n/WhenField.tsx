import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';
import { COMPANY_TIME_ZONE } from '@fitout/shared';

/**
 * react-admin's <DateField> written as the site writes times (shared formatTime and formatDay): a long date, with
 * `showTime` the time on a 12-hour clock, in the console's language and digits, always in Cairo's time zone.
 */
export function WhenField({ showTime = false, ...props }: Omit<DateFieldProps, 'locales' | 'options' | 'showDate'>) {
  const [locale] = useLocaleState();
  const options: Intl.DateTimeFormatOptions = showTime
    ? { dateStyle: 'long', timeStyle: 'short', hour12: true, timeZone: COMPANY_TIME_ZONE }
    : { dateStyle: 'long', timeZone: COMPANY_TIME_ZONE };
  return <DateField {...props} showTime={showTime} locales={locale === 'ar' ? 'ar-EG' : 'en-US'} options={options} />;
}
