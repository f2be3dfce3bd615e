// One action turns a quoted or won lead into an order (POST admin/leads/{id}/convert): the name, phone and package come
// from the lead; staff add what an order needs about the unit and its place, and the customer's address when the lead
// has none. A converted lead shows the way to its order instead.
import { useState } from 'react';
import { Form, NumberInput, SelectInput, TextInput, required, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHorizOutlined';
import { conditionOptions, requiredWorksOptions, skillsOptions, typeUnitOptions } from '@fitout/shared';
import { type Lead, type LeadConversion, leads } from '@fitout/shared/contract';
import { LinkButton } from '../buttons/LinkButton.tsx';
import { fieldLabel, optionKey } from '../orders/useOrderWords.ts';
import { postLead } from './leadApi.ts';
import { useLeadWords } from './useLeadWords.ts';

const choices = (options: readonly { value: string; label: string }[]) => options.map((o) => ({ id: o.value, name: optionKey(o.value) }));
const pair = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function LeadConvert() {
  const lead = useRecordContext<Lead>();
  const { w } = useLeadWords();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!lead) return null;
  if (lead.order_id) return <LinkButton to={`/orders/${lead.order_id}/show`} label={w('open_order', { id: lead.order_id })} variant="contained" />;
  if (lead.stage !== 'quoted' && lead.stage !== 'won') return null;

  const submit = async (values: Record<string, unknown>) => {
    setSending(true);
    try {
      const done = await postLead<LeadConversion>(leads.convert, lead.id, values);
      notify(w(done.invited ? 'converted_invited' : 'converted', { id: done.order_id }), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const defaults = {
    email: lead.email,
    language: 'ar',
    space: lead.estimate?.meters ?? undefined,
    package: lead.estimate?.package ?? '',
    numberroom: 0,
    numberbathroom: 0,
  };
  return (
    <>
      <Button variant="contained" color="success" startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)}>
        {w('convert')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="convert-title">
        <Form defaultValues={defaults} onSubmit={submit}>
          <DialogTitle id="convert-title">{w('convert_title', { name: lead.name })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {w('convert_help')}
            </Typography>
            <Box sx={pair}>
              <TextInput source="email" label="console.leads.email" type="email" validate={required()} slotProps={{ htmlInput: { dir: 'ltr' } }} />
              <SelectInput
                source="language"
                label="console.leads.convert_language"
                choices={[
                  { id: 'ar', name: 'console.leads.languages.ar' },
                  { id: 'en', name: 'console.leads.languages.en' },
                ]}
              />
            </Box>
            <Box sx={pair}>
              <TextInput source="governorate" label={fieldLabel('governorate')} validate={required()} />
              <TextInput source="city" label={fieldLabel('city')} validate={required()} />
            </Box>
            <Box sx={pair}>
              <TextInput source="area" label={fieldLabel('area')} validate={required()} />
              <SelectInput source="typeunit" label={fieldLabel('typeunit')} choices={choices(typeUnitOptions)} validate={required()} />
            </Box>
            <Box sx={pair}>
              <SelectInput source="requiredworks" label={fieldLabel('requiredworks')} choices={choices(requiredWorksOptions)} validate={required()} />
              <SelectInput source="skills" label={fieldLabel('skills')} choices={choices(skillsOptions)} validate={required()} />
            </Box>
            <Box sx={pair}>
              <SelectInput
                source="conditionoftheunit"
                label={fieldLabel('conditionoftheunit')}
                choices={choices(conditionOptions)}
                validate={required()}
              />
              <NumberInput source="space" label={fieldLabel('space')} validate={required()} min={0} />
            </Box>
            <Box sx={pair}>
              <NumberInput source="numberroom" label={fieldLabel('numberroom')} validate={required()} min={0} />
              <NumberInput source="numberbathroom" label={fieldLabel('numberbathroom')} validate={required()} min={0} />
            </Box>
            <TextInput source="package" label={fieldLabel('package')} fullWidth />
            <TextInput source="description" label={fieldLabel('description')} multiline minRows={2} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" color="success" disabled={sending}>
              {w('convert')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
