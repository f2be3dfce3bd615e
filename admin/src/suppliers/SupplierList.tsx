import { CreateButton, DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { Supplier } from '@fitout/shared/contract';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { SearchFilter } from '../lists/SearchFilter.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { WhenField } from '../i18n/WhenField.tsx';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="console.suppliers.search" />];

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <StorefrontIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: 2 }} color="text.secondary">
        {translate('console.suppliers.empty')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

/** The company's suppliers, for purchase orders and bills on the orders' job costs. */
export default function SupplierList() {
  const isSmall = useIsSmall();
  return (
    <List
      title="console.suppliers.title"
      filters={filters}
      actions={
        <TopToolbar>
          <BackButton to="/" label="console.back_to_profile" />
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      empty={<Empty />}
    >
      {isSmall ? (
        <MobileList<Supplier>
          primary={(supplier) => supplier.name}
          secondary={(supplier) => [supplier.trade, supplier.phone].filter(Boolean).join(' · ')}
          actions={<UpdateButton />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="name" render={(supplier: Supplier) => <bdi>{supplier.name}</bdi>} />
          <DataTable.Col source="trade" render={(supplier: Supplier) => <bdi>{supplier.trade}</bdi>} />
          <DataTable.Col source="phone" render={(supplier: Supplier) => <bdi dir="ltr">{supplier.phone}</bdi>} />
          <DataTable.Col source="tax_number" render={(supplier: Supplier) => <bdi dir="ltr">{supplier.tax_number}</bdi>} />
          <DataTable.Col source="created_at" render={() => <WhenField source="created_at" />} />
          <DataTable.Col label="" disableSort align="right">
            <UpdateButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
