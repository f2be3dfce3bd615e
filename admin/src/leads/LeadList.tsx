import { CreateButton, DataTable, ExportButton, FilterButton, List, SelectInput, TopToolbar } from 'react-admin';
import { Box, Chip } from '@mui/material';
import type { Lead } from '@fitout/shared/contract';
import { ViewButton } from '../buttons/LinkButton.tsx';
import { BackButton } from '../buttons/BackButton.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { SearchFilter } from '../lists/SearchFilter.tsx';
import { useAssignees } from '../orders/OrderAssignee.tsx';
import { LeadStageChip } from './LeadStageChip.tsx';
import { sourceChoices, stageChoices, useLeadWords } from './useLeadWords.ts';
import { WhenField } from '../i18n/WhenField.tsx';

const filtersWith = (assignees: { id: number; name: string }[]) => [
  <SearchFilter key="q" source="q" alwaysOn placeholder="console.leads.search" />,
  <SelectInput key="stage" source="stage" label="console.leads.stage" choices={stageChoices} alwaysOn />,
  <SelectInput key="assigned_to" source="assigned_to" label="console.leads.assigned_to" choices={assignees} translateChoice={false} />,
  <SelectInput key="source" source="source" label="console.leads.source" choices={sourceChoices} />,
];

const actions = (
  <TopToolbar>
    <BackButton to="/" label="console.back_to_profile" />
    <FilterButton />
    <CreateButton label="console.leads.create" />
    <ExportButton />
  </TopToolbar>
);

/** The leads, the follow-ups soonest first (a lead with no follow-up day last); a phone lists them as rows. */
export default function LeadList() {
  const isSmall = useIsSmall();
  const { data: people = [] } = useAssignees();
  const { w, source, money } = useLeadWords();
  const followUp = (r: Lead) =>
    r.follow_up_on ? (
      <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
        <WhenField source="follow_up_on" />
        {r.follow_up_due ? <Chip size="small" color="warning" label={w('due')} /> : null}
      </Box>
    ) : (
      '—'
    );
  return (
    <List
      title="console.leads.title"
      filters={filtersWith(people.map((person) => ({ id: person.id, name: person.full_name || person.email })))}
      actions={actions}
      sort={{ field: 'follow_up_on', order: 'ASC' }}
    >
      {isSmall ? (
        <MobileList<Lead>
          primary={(r) => (
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <bdi>{r.name}</bdi> <LeadStageChip stage={r.stage} />
            </Box>
          )}
          secondary={(r) => (
            <>
              <bdi dir="ltr">{r.phone}</bdi>
              {` · ${source(r.source)} · ${money(r.estimated_value)}`}
              {r.follow_up_on ? (
                <Box component="span" sx={{ display: 'block' }}>
                  {w('follow_up_on')}: {followUp(r)}
                </Box>
              ) : null}
            </>
          )}
          actions={<ViewButton />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="name" label="console.leads.name" render={(r: Lead) => <bdi>{r.name}</bdi>} />
          <DataTable.Col source="phone" label="console.leads.phone" disableSort render={(r: Lead) => <bdi dir="ltr">{r.phone}</bdi>} />
          <DataTable.Col source="stage" label="console.leads.stage" render={(r: Lead) => <LeadStageChip stage={r.stage} />} />
          <DataTable.Col source="source" label="console.leads.source" render={(r: Lead) => source(r.source)} />
          <DataTable.Col source="assigned_to" label="console.leads.assigned_to" disableSort render={(r: Lead) => r.assignee_name || '—'} />
          <DataTable.Col source="follow_up_on" label="console.leads.follow_up_on" render={followUp} />
          <DataTable.Col source="estimated_value" label="console.leads.value" align="right" render={(r: Lead) => money(r.estimated_value)} />
          <DataTable.Col source="created_at" label="console.leads.created_at" render={() => <WhenField source="created_at" />} />
          <DataTable.Col label="" disableSort align="right">
            <ViewButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
