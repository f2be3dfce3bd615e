import { DataTable, EmailField, ExportButton, List, TopToolbar } from 'react-admin';
import { ViewButton } from '../buttons/LinkButton.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { EmptyList } from '../lists/EmptyList.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { SearchFilter } from '../lists/SearchFilter.tsx';
import type { ContactMessage } from '@fitout/shared/contract';
import { WhenField } from '../i18n/WhenField.tsx';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="console.search.messages" />];

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
          <ExportButton />
        </TopToolbar>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<EmptyList name="messages" />}
    >
      {isSmall ? (
        <MobileList<ContactMessage> primary={(r) => `${r.name} · ${r.email}`} secondary={(r) => excerpt(r.message)} actions={<ViewButton />} />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="created_at" label="console.contact_messages.received" render={() => <WhenField source="created_at" />} />
          <DataTable.Col source="name" label="console.contact_messages.name" />
          <DataTable.Col source="email" label="console.contact_messages.email" field={EmailField} />
          <DataTable.Col label="console.contact_messages.message" disableSort render={(r: ContactMessage) => excerpt(r.message)} />
          <DataTable.Col label="" disableSort align="right">
            <ViewButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
