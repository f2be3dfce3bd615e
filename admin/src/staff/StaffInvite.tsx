import { Create, email, required, SelectInput, SimpleForm, TextInput, useLocaleState, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { StaffMember } from '@fitout/shared/contract';
import { BackToListActions } from '../toolbars/BackToListActions.tsx';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { roleChoices } from './roleChoices.ts';

/**
 * The invitation: an address and a role. The mail goes out in this console's language (docs/decisions.md); inviting an
 * address whose invitation is still open sends a new link.
 */
export default function StaffInvite() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  return (
    <Create
      title="console.staff.invite_title"
      actions={<BackToListActions list="/staff" />}
      transform={(data: Record<string, unknown>) => ({ ...data, language: locale })}
      mutationOptions={{
        onSuccess: (member: StaffMember) => {
          notify('console.staff.invited', { type: 'success', messageArgs: { email: member.email } });
          redirect('list', 'staff');
        },
      }}
    >
      <SimpleForm toolbar={<FormToolbar saveLabel="console.staff.send_invitation" />} defaultValues={{ role: 'editor' }}>
        <Typography variant="h6" component="h1">
          {translate('console.staff.invite_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('console.staff.invite_help')}
        </Typography>
        <TextInput source="email" type="email" label="console.staff.email" validate={[required(), email()]} sx={{ maxWidth: 420 }} fullWidth />
        <SelectInput
          source="role"
          label="console.staff.role"
          choices={roleChoices}
          validate={required()}
          helperText={false}
          sx={{ maxWidth: 420 }}
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}
