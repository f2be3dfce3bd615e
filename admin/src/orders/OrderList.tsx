import {
  DataTable,
  defaultExporter,
  type Exporter,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useGetIdentity,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { ViewButton } from '../buttons/LinkButton.tsx';
import { conditionOptions, orderStages, requiredWorksOptions, skillsOptions, stageLabel, typeUnitOptions } from '@fitout/shared';
import { BackButton } from '../buttons/BackButton.tsx';
import { EmptyList } from '../lists/EmptyList.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { SearchFilter } from '../lists/SearchFilter.tsx';
import { fieldLabel, optionKey, useOrderWords } from './useOrderWords.ts';
import type { AdminOrder } from '@fitout/shared/contract';
import { useAssignees } from './OrderAssignee.tsx';
import { UnreadBadge, useUnreadByOrder } from '../messages/UnreadBadge.tsx';
import { WhenField } from '../i18n/WhenField.tsx';
import { useFormats } from '../i18n/format.ts';

type Order = AdminOrder;

// SelectInput translates each choice's name: the option's message key, its English label when there is none.
const choices = (options: readonly { value: string; label: string }[]) => options.map((o) => ({ id: o.value, name: optionKey(o.value) }));

const stageChoices = orderStages.map((option) => ({ id: option.value, name: `console.orders.stages.${option.value}` }));

/** The list's filters; "assigned to" names the staff who can look after orders. */
const filtersWith = (assignees: { id: number; name: string }[]) => [
  <SearchFilter key="q" source="q" alwaysOn placeholder="console.search.orders" />,
  <SelectInput key="assigned_to" source="assigned_to" label="console.staff.orders.assigned_to" choices={assignees} translateChoice={false} />,
  <SelectInput key="stage" source="stage" label="console.orders.stage" choices={stageChoices} />,
  <SelectInput key="typeunit" source="typeunit" label={fieldLabel('typeunit')} choices={choices(typeUnitOptions)} />,
  <SelectInput key="requiredworks" source="requiredworks" label={fieldLabel('requiredworks')} choices={choices(requiredWorksOptions)} />,
  <SelectInput key="skills" source="skills" label={fieldLabel('skills')} choices={choices(skillsOptions)} />,
  <SelectInput key="conditionoftheunit" source="conditionoftheunit" label={fieldLabel('conditionoftheunit')} choices={choices(conditionOptions)} />,
];

const actions = (
  <TopToolbar>
    <BackButton to="/" label="console.back_to_profile" />
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/** CSV of the orders as the console lists them: every field, the stage by its English label, no history. */
const exportOrders: Exporter<Order> = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(
    records.map(({ history: _history, ...order }) => ({ ...order, stage: stageLabel(order.stage) })),
    fetchRelated,
    dataProvider,
    resource,
  );

/**
 * Every customer's orders, View only per row (SPEC.md sections 2 and 6). A salesperson's list opens on their own
 * orders ("my orders": the assigned_to filter, one click to clear).
 */
export default function OrderList() {
  const { identity, isPending: identityPending } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions();
  // The default filter is read once, when the list mounts: wait for who is signed in.
  if (identityPending || permissionsPending) return null;
  return <Orders mine={permissions === 'sales' && identity ? Number(identity.id) : undefined} />;
}

function Orders({ mine }: { mine?: number }) {
  const isSmall = useIsSmall();
  const { number } = useFormats();
  const { data: people = [] } = useAssignees();
  const { option } = useOrderWords();
  const translate = useTranslate();
  const who = (r: Order) => `${r.full_name} (${option(r.typeunit)})`;
  const stage = (r: Order) => translate(`console.orders.stages.${r.stage}`, { _: r.stage });
  const contact = (r: Order) => r.contact?.name ?? '—';
  // One column for where the unit is (city, governorate): the list fits 1280 px beside the menu.
  const place = (r: Order) => translate('console.orders.place_of', { city: r.city, governorate: r.governorate });
  const unread = useUnreadByOrder();
  const messages = (r: Order) => <UnreadBadge orderId={r.id} count={unread.get(r.id)} />;
  return (
    <List
      title="Orders"
      filters={filtersWith(people.map((person) => ({ id: person.id, name: person.full_name || person.email })))}
      filterDefaultValues={mine ? { assigned_to: mine } : undefined}
      actions={actions}
      exporter={exportOrders}
      sort={{ field: 'date', order: 'DESC' }}
      empty={<EmptyList name="orders" />}
    >
      {isSmall ? (
        <MobileList<Order>
          primary={(r) => (
            <>
              {who(r)} {messages(r)}
            </>
          )}
          secondary={(r) => [stage(r), r.contact?.name, r.phone, r.governorate, r.city].filter(Boolean).join(' · ')}
          actions={<ViewButton />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="id" label="Id" render={(r: Order) => number(r.id)} />
          <DataTable.Col source="full_name" label={fieldLabel('full_name')} render={who} />
          <DataTable.Col source="phone" label={fieldLabel('phone')} />
          <DataTable.Col source="city" label="console.orders.place" render={place} />
          <DataTable.Col source="stage" label="console.orders.stage" render={stage} />
          <DataTable.Col source="assigned_to" label="console.staff.orders.contact" render={contact} />
          <DataTable.Col label="console.messages.column" disableSort align="center" render={messages} />
          <DataTable.Col source="date" label="console.orders.date" render={() => <WhenField source="date" />} />
          <DataTable.Col label="" disableSort align="right">
            <ViewButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
