import { DataTable, DateField, EmailField, List, SearchInput, TopToolbar } from 'react-admin';
import { ViewButton } from '../buttons/LinkButton.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { EmptyList } from '../lists/EmptyList.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import type { ContactMessage } from '@fitout/shared/contract';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search messages" />];

const excerpt = (text: string, length = 90) => (text.length > length ? `${text.slice(0, length).trimEnd()}…` : text);

/** Messages sent through the site's contact form: read only. */
export default function ContactMessageList() {
  const isSmall = useIsSmall();
  return (
    <List
      title="Contact messages"
      filters={filters}
      actions={
        <TopToolbar>
          <BackButton to="/" label="console.back_to_profile" />
        </TopToolbar>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<EmptyList name="messages" />}
    >
      {isSmall ? (
        <MobileList<ContactMessage> primary={(r) => `${r.name} · ${r.email}`} secondary={(r) => excerpt(r.message)} actions={<ViewButton />} />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="created_at" label="Received" field={DateField} />
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="email" label="Email" field={EmailField} />
          <DataTable.Col label="Message" disableSort render={(r: ContactMessage) => excerpt(r.message)} />
          <DataTable.Col label="" disableSort align="right">
            <ViewButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
