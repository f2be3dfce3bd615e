import { Edit, SelectInput, SimpleForm, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';
import type { StaffMember } from '@fitout/shared/contract';
import { BackButton } from '../buttons/BackButton.tsx';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { roleChoices } from './roleChoices.ts';
import { StaffStatusChip } from './StaffStatusChip.tsx';
import { SuspendButton } from './SuspendButton.tsx';

function Heading() {
  const member = useRecordContext<StaffMember>();
  const translate = useTranslate();
  if (!member) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h1">
        {translate('console.staff.edit_title', { name: member.full_name || member.email })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {member.email}
        </Typography>
        <StaffStatusChip />
        <SuspendButton />
      </Stack>
    </Box>
  );
}

function RoleHelp() {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
      {roleChoices.map((choice) => (
        <li key={choice.id}>
          <strong>{translate(choice.name)}</strong>: {translate(`console.staff.role_help.${choice.id}`)}
        </li>
      ))}
    </Box>
  );
}

/** A member of staff: the role (the API keeps the last active owner an owner, and says so), suspend or reinstate. */
export default function StaffEdit() {
  return (
    <Edit
      title="console.staff.title"
      mutationMode="pessimistic"
      transform={(data: StaffMember) => ({ role: data.role })}
      actions={
        <TopToolbar>
          <BackButton to="/staff" label="console.back_to_list" />
        </TopToolbar>
      }
      redirect="list"
    >
      <SimpleForm toolbar={<FormToolbar saveLabel="console.staff.change_role" />}>
        <Heading />
        <SelectInput source="role" label="console.staff.role" choices={roleChoices} helperText={false} sx={{ maxWidth: 420 }} fullWidth />
        <RoleHelp />
      </SimpleForm>
    </Edit>
  );
}
