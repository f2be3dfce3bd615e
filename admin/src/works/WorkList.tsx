import { CreateButton, DataTable, ExportButton, List, TopToolbar } from 'react-admin';
import { ViewButton, UpdateButton } from '../buttons/LinkButton.tsx';
import { Avatar } from '@mui/material';
import { useFormats } from '../i18n/format.ts';
import { BackButton } from '../buttons/BackButton.tsx';
import { EmptyList } from '../lists/EmptyList.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { SearchFilter } from '../lists/SearchFilter.tsx';
import { WorkDeleteButton } from './WorkDeleteButton.tsx';
import type { Work } from '@fitout/shared/contract';
import { WhenField } from '../i18n/WhenField.tsx';
import { useInLanguage } from '../i18n/useInLanguage.ts';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="console.search.works" />];

const actions = (
  <TopToolbar>
    <BackButton to="/" label="console.back_to_profile" />
    <CreateButton label="Create work" />
    <ExportButton />
  </TopToolbar>
);

const rowButtons = (
  <>
    <ViewButton />
    <UpdateButton />
    <WorkDeleteButton />
  </>
);

/** 'Our Work List': rows with View, Update, Delete. */
export default function WorkList() {
  const isSmall = useIsSmall();
  const { date, number } = useFormats();
  const inLanguage = useInLanguage();
  return (
    <List title="Our Work List" filters={filters} actions={actions} sort={{ field: 'date', order: 'DESC' }} empty={<EmptyList name="works" create />}>
      {isSmall ? (
        <MobileList<Work>
          primary={(r) => inLanguage(r.title, r.title_ar)}
          secondary={(r) => (r.date ? date(r.date) : '')}
          image={(r) => r.thumbnail}
          actions={rowButtons}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" label="Id" render={(r: Work) => number(r.id)} />
          <DataTable.Col label="Thumbnail" disableSort render={(r: Work) => <Avatar variant="rounded" src={r.thumbnail ?? undefined} alt="" />} />
          <DataTable.Col source="title" label="Title" render={(r: Work) => inLanguage(r.title, r.title_ar)} />
          <DataTable.Col source="date" label="Date" render={() => <WhenField source="date" />} />
          <DataTable.Col label="" disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
            {rowButtons}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
