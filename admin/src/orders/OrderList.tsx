import { DataTable, DateField, FilterButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { ViewButton } from '../buttons/LinkButton.tsx';
import { conditionOptions, optionLabel, orderFieldLabels, requiredWorksOptions, skillsOptions, typeUnitOptions } from '@fitout/shared';
import { BackButton } from '../buttons/BackButton.tsx';
import { EmptyList } from '../lists/EmptyList.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import type { Order } from '@fitout/shared/contract';

const choices = (options: readonly { value: string; label: string }[]) => options.map((o) => ({ id: o.value, name: o.label }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search orders" />,
  <SelectInput key="typeunit" source="typeunit" label={orderFieldLabels.typeunit} choices={choices(typeUnitOptions)} />,
  <SelectInput key="requiredworks" source="requiredworks" label={orderFieldLabels.requiredworks} choices={choices(requiredWorksOptions)} />,
  <SelectInput key="skills" source="skills" label={orderFieldLabels.skills} choices={choices(skillsOptions)} />,
  <SelectInput
    key="conditionoftheunit"
    source="conditionoftheunit"
    label={orderFieldLabels.conditionoftheunit}
    choices={choices(conditionOptions)}
  />,
];

const actions = (
  <TopToolbar>
    <BackButton to="/" label="console.back_to_profile" />
    <FilterButton />
  </TopToolbar>
);

/** Every customer's orders, View only per row (SPEC.md sections 2 and 6). */
export default function OrderList() {
  const isSmall = useIsSmall();
  return (
    <List title="Orders" filters={filters} actions={actions} sort={{ field: 'date', order: 'DESC' }} empty={<EmptyList name="orders" />}>
      {isSmall ? (
        <MobileList<Order>
          primary={(r) => `${r.full_name} (${optionLabel(typeUnitOptions, r.typeunit)})`}
          secondary={(r) => [r.phone, r.governorate, r.city].filter(Boolean).join(' · ')}
          actions={<ViewButton />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="id" label="Id" />
          <DataTable.Col
            source="full_name"
            label={orderFieldLabels.full_name}
            render={(r: Order) => `${r.full_name} (${optionLabel(typeUnitOptions, r.typeunit)})`}
          />
          <DataTable.Col source="phone" label={orderFieldLabels.phone} />
          <DataTable.Col source="governorate" label={orderFieldLabels.governorate} />
          <DataTable.Col source="city" label={orderFieldLabels.city} />
          <DataTable.Col source="date" label="Date" field={DateField} />
          <DataTable.Col label="" disableSort align="right">
            <ViewButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
