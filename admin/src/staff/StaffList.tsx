import { CreateButton, DataTable, List, SelectInput, TopToolbar, useGetIdentity, useTranslate } from 'react-admin';
import type { StaffMember } from '@fitout/shared/contract';
import { BackButton } from '../buttons/BackButton.tsx';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { SearchFilter } from '../lists/SearchFilter.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { roleChoices } from './roleChoices.ts';
import { StaffStatusChip } from './StaffStatusChip.tsx';
import { SuspendButton } from './SuspendButton.tsx';
import { WhenField } from '../i18n/WhenField.tsx';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="console.staff.title" />,
  <SelectInput key="role" source="role" label="console.staff.role" choices={roleChoices} />,
];

const actions = (
  <TopToolbar>
    <BackButton to="/" label="console.back_to_profile" />
    <CreateButton label="console.staff.invite" />
  </TopToolbar>
);

/** The company's staff: who they are, their role and whether they can sign in; the owner invites, edits, suspends. */
export default function StaffList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = (member: StaffMember) => {
    const shown = member.full_name || member.email;
    return member.id === identity?.id ? `${shown} (${translate('console.staff.you')})` : shown;
  };
  const role = (member: StaffMember) => translate(`console.staff.roles.${member.role}`);
  const rowActions = (
    <>
      <UpdateButton />
      <SuspendButton />
    </>
  );
  return (
    <List title="Staff" filters={filters} actions={actions} sort={{ field: 'id', order: 'ASC' }}>
      {isSmall ? (
        <MobileList<StaffMember>
          primary={name}
          secondary={(member) => [role(member), translate(`console.staff.statuses.${member.status}`), member.email].join(' · ')}
          actions={rowActions}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="full_name" label="console.staff.name" render={name} />
          <DataTable.Col source="email" label="console.staff.email" />
          <DataTable.Col source="role" label="console.staff.role" render={role} />
          <DataTable.Col label="console.staff.status" disableSort render={() => <StaffStatusChip />} />
          <DataTable.Col source="date_joined" label="console.staff.joined" render={() => <WhenField source="date_joined" />} />
          <DataTable.Col label="" disableSort align="right">
            {rowActions}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
