import { CreateButton, DataTable, ExportButton, List, TopToolbar } from 'react-admin';
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
import { useOrderWords } from '../orders/useOrderWords.ts';
import { useInLanguage } from '../i18n/useInLanguage.ts';

/** A small picture of the package, so a row is known at a glance. */
function Thumbnail({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" width={56} height={40} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
  ) : (
    <span aria-hidden="true">—</span>
  );
}

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="console.search.packages" />];

const actions = (
  <TopToolbar>
    <BackButton to="/" label="console.back_to_profile" />
    <CreateButton label="Create package" />
    <ExportButton />
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
  const { price, number } = useFormats();
  const inLanguage = useInLanguage();
  const { status } = useOrderWords();
  return (
    <List title="Package List" filters={filters} actions={actions} sort={{ field: 'id', order: 'DESC' }} empty={<EmptyList name="packages" create />}>
      {isSmall ? (
        <MobileList<Package>
          primary={(r) => `${number(r.id)}. ${inLanguage(r.title, r.title_ar)}`}
          secondary={(r) => [r.category && inLanguage(r.category.title, r.category.title_ar), price(r.price_per_unit)].filter(Boolean).join(' · ')}
          image={(r) => r.image}
          actions={rowButtons}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" label="Id" render={(r: Package) => number(r.id)} />
          <DataTable.Col source="image" label="resources.packages.fields.image" disableSort render={(r: Package) => <Thumbnail src={r.image} />} />
          <DataTable.Col source="title" label="Title" render={(r: Package) => inLanguage(r.title, r.title_ar)} />
          <DataTable.Col source="price_per_unit" label="resources.packages.fields.price" render={(r: Package) => price(r.price_per_unit)} />
          <DataTable.Col
            source="category"
            label="resources.packages.fields.service"
            render={(r: Package) => (r.category ? inLanguage(r.category.title, r.category.title_ar) : '—')}
          />
          <DataTable.Col source="post_status" label="console.orders.status" render={(r: Package) => status(r.post_status)} />
          <DataTable.Col label="" disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
            {rowButtons}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
