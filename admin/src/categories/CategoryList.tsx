import { CreateButton, DataTable, ExportButton, List, TopToolbar } from 'react-admin';
import { ViewButton, UpdateButton } from '../buttons/LinkButton.tsx';
import { Avatar } from '@mui/material';
import { EmptyList } from '../lists/EmptyList.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { SearchFilter } from '../lists/SearchFilter.tsx';
import { CategoryDeleteButton } from './CategoryDeleteButton.tsx';
import type { Category } from '@fitout/shared/contract';
import { useInLanguage } from '../i18n/useInLanguage.ts';
import { useFormats } from '../i18n/format.ts';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="console.search.categories" />];

const actions = (
  <TopToolbar>
    <BackButton to="/" label="console.back_to_profile" />
    <CreateButton label="Create category" />
    <ExportButton />
  </TopToolbar>
);

const rowButtons = (
  <>
    <ViewButton label="console.actions.show" />
    <UpdateButton />
    <CategoryDeleteButton />
  </>
);

export default function CategoryList() {
  const isSmall = useIsSmall();
  const { number } = useFormats();
  const inLanguage = useInLanguage();
  return (
    <List title="Categories" filters={filters} actions={actions} sort={{ field: 'id', order: 'DESC' }} empty={<EmptyList name="categories" create />}>
      {isSmall ? (
        <MobileList<Category>
          primary={(r) => inLanguage(r.title, r.title_ar)}
          secondary={(r) => r.slug}
          image={(r) => r.image}
          actions={rowButtons}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="id" label="Id" render={(r: Category) => number(r.id)} />
          <DataTable.Col label="Image" disableSort render={(r: Category) => <Avatar variant="rounded" src={r.image ?? undefined} alt="" />} />
          <DataTable.Col source="title" label="Title" render={(r: Category) => inLanguage(r.title, r.title_ar)} />
          <DataTable.Col source="slug" label="Slug" />
          <DataTable.Col label="" disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
            {rowButtons}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
