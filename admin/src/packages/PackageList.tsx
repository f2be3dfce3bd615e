import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { useFormats } from '../i18n/format.ts';
import { BackButton } from '../buttons/BackButton.tsx';
import { EmptyList } from '../lists/EmptyList.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { SearchFilter } from '../lists/SearchFilter.tsx';
import { ComponentsButton } from './ComponentsButton.tsx';
import { PackageDeleteButton } from './PackageDeleteButton.tsx';
import { PublicPageButton } from './PublicPageButton.tsx';
import type { PackageRecord as Package } from '@fitout/shared/contract';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="console.search.packages" />];

const actions = (
  <TopToolbar>
    <BackButton to="/" label="console.back_to_profile" />
    <CreateButton label="Create package" />
  </TopToolbar>
);

const rowButtons = (
  <>
    <ComponentsButton />
    <PublicPageButton />
    <UpdateButton />
    <PackageDeleteButton />
  </>
);

export default function PackageList() {
  const isSmall = useIsSmall();
  const { price } = useFormats();
  return (
    <List title="Package List" filters={filters} actions={actions} sort={{ field: 'id', order: 'DESC' }} empty={<EmptyList name="packages" create />}>
      {isSmall ? (
        <MobileList<Package>
          primary={(r) => `${r.id}. ${r.title}`}
          secondary={(r) => [r.category?.title, price(r.price_per_unit)].filter(Boolean).join(' · ')}
          image={(r) => r.image}
          actions={rowButtons}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" label="Id" />
          <DataTable.Col source="title" label="Title" />
          <DataTable.Col label="" disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
            {rowButtons}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
