import { required, SimpleForm, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ownDirection } from '../i18n/format.ts';

/** A supplier's fields: the name (required), what they supply, a phone and their tax number. */
export function SupplierForm({ toolbar }: { toolbar: ReactNode }) {
  return (
    <SimpleForm toolbar={toolbar as never} sx={{ maxWidth: 720 }}>
      <TextInput source="name" validate={required()} fullWidth slotProps={ownDirection} />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
        <TextInput source="trade" fullWidth slotProps={ownDirection} />
        <TextInput source="phone" fullWidth slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }} />
        <TextInput source="tax_number" fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </Box>
    </SimpleForm>
  );
}
