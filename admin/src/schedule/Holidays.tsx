// The company holidays on the console's schedule page (issue 41's leftovers), for owners and sales: the dates
// working days skip besides Fridays, each with its name in both languages, added and removed here (each write is in
// the audit log). Schedules already planned keep their dates; the next write of a schedule counts the holidays then.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { formatDay } from '@fitout/shared';
import { type CompanyHoliday, schedule } from '@fitout/shared/contract';
import { call } from '../quotes/quoteApi.ts';
import { DayField } from '../i18n/DayField.tsx';
import { DeletableRow } from './DeletableRow.tsx';

const holidaysKey = ['company-holidays'];
const arabicField = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;
const blank = { date: '', name: '', name_ar: '' };

export function Holidays() {
  const translate = useTranslate();
  const w = (key: string) => translate(`console.schedule.${key}`);
  const notify = useNotify();
  const client = useQueryClient();
  const [locale] = useLocaleState();
  const language = locale === 'ar' ? 'ar' : 'en';
  const [form, setForm] = useState(blank);
  const { data: holidays } = useQuery({ queryKey: holidaysKey, queryFn: () => call<CompanyHoliday[]>(schedule.holidays) });

  async function write(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notify(`console.schedule.${done}`, { type: 'success' });
      await client.invalidateQueries({ queryKey: holidaysKey });
      return true;
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      return false;
    }
  }
  async function add() {
    if (await write(() => call(schedule.addHoliday, {}, form), 'holiday_added')) setForm(blank);
  }
  const field = (key: keyof typeof blank) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });

  return (
    <Card data-testid="company-holidays">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {w('holidays_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {w('holidays_hint')}
        </Typography>
        {holidays?.length === 0 && <Typography color="text.secondary">{w('holidays_none')}</Typography>}
        {(holidays ?? []).map((holiday) => (
          <DeletableRow
            key={holiday.id}
            data-holiday={holiday.date}
            title={formatDay(holiday.date, language)}
            caption={language === 'ar' ? holiday.name_ar : holiday.name}
            name={language === 'ar' ? holiday.name_ar : holiday.name}
            onDelete={() => void write(() => call(schedule.deleteHoliday, { id: holiday.id }), 'holiday_removed')}
          />
        ))}
        <Box
          component="form"
          aria-label={w('holiday_add')}
          onSubmit={(event) => (event.preventDefault(), void add())}
          sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <DayField label={w('holiday_date')} required sx={{ flex: '0 1 190px' }} value={form.date} onChange={(date) => setForm({ ...form, date })} />
          <TextField label={w('name')} required sx={{ flex: '1 1 200px' }} {...field('name')} />
          <TextField label={w('name_ar')} required slotProps={arabicField} sx={{ flex: '1 1 200px' }} {...field('name_ar')} />
          <Button type="submit" variant="outlined">
            {w('holiday_add')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
