import { NumberInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { Box } from '@mui/material';
import { useAssignees } from '../orders/OrderAssignee.tsx';
import { DayInput } from '../i18n/DayInput.tsx';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { sourceChoices } from './useLeadWords.ts';

/** Whole piastres in the API, pounds in the field. */
const toPounds = (piastres: unknown) => (piastres === null || piastres === undefined || piastres === '' ? '' : Number(piastres) / 100);
const toPiastres = (pounds: unknown) => (pounds === null || pounds === undefined || pounds === '' ? null : Math.round(Number(pounds) * 100));

const row = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%', maxWidth: 720 } as const;

/** A lead's details (its stage moves from its page). New ones also say where they came from and a first note. */
export function LeadForm({ create = false }: { create?: boolean }) {
  const { data: people = [] } = useAssignees();
  const assignees = people.map((person) => ({ id: person.id, name: person.full_name || person.email }));
  return (
    <SimpleForm toolbar={<FormToolbar alwaysEnable={create} />} sx={{ maxWidth: 760 }}>
      <Box sx={row}>
        <TextInput source="name" label="console.leads.name" validate={required()} />
        <TextInput source="phone" label="console.leads.phone" validate={required()} slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }} />
      </Box>
      <Box sx={row}>
        <TextInput source="email" label="console.leads.email" type="email" slotProps={{ htmlInput: { dir: 'ltr' } }} />
        {create ? <SelectInput source="source" label="console.leads.source" choices={sourceChoices} defaultValue="manual" /> : <span />}
      </Box>
      <Box sx={row}>
        <SelectInput
          source="assigned_to"
          label="console.leads.assigned_to"
          choices={assignees}
          translateChoice={false}
          emptyText="console.leads.nobody"
        />
        <DayInput source="follow_up_on" label="console.leads.follow_up_on" />
      </Box>
      <Box sx={row}>
        <NumberInput source="estimated_value" label="console.leads.estimated_value" format={toPounds} parse={toPiastres} min={0} step={100} />
        <span />
      </Box>
      {create ? <TextInput source="note" label="console.leads.note" multiline minRows={3} fullWidth sx={{ maxWidth: 720 }} /> : null}
    </SimpleForm>
  );
}
