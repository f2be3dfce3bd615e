import { DataTable, List, SelectInput, TextField, TextInput, TopToolbar, useTranslate } from 'react-admin';
import type { AuditEntry } from '@fitout/shared';
import { BackButton } from '../buttons/BackButton.tsx';
import { ViewButton } from '../buttons/LinkButton.tsx';
import { MobileList } from '../lists/MobileList.tsx';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { useFormats } from '../i18n/format.ts';
import { DayInput } from '../i18n/DayInput.tsx';
import { AuditExportButton } from './AuditExportButton.tsx';
import { auditActionChoices, auditResourceChoices } from './words.ts';
import { useAuditSentence } from './sentence.ts';
import { WhenField } from '../i18n/WhenField.tsx';

const filters = [
  <TextInput key="q" source="q" label="console.audit.person" alwaysOn resettable />,
  <SelectInput key="action" source="action" label="console.audit.action" choices={auditActionChoices} alwaysOn />,
  <SelectInput key="resource" source="resource" label="console.audit.resource" choices={auditResourceChoices} alwaysOn />,
  <DayInput key="at_gte" source="at_gte" label="console.audit.from" alwaysOn />,
  <DayInput key="at_lte" source="at_lte" label="console.audit.to" alwaysOn />,
];

/** The entry in words ("Payment of 42,958.26 EGP on order #12"); else its action ("Signed in"), and the record's type and number. */
export function useWhat() {
  const translate = useTranslate();
  const sentence = useAuditSentence();
  return (entry: AuditEntry) =>
    sentence(entry) ??
    [
      translate(`console.audit.actions.${entry.action}`, { _: entry.action }),
      entry.resource ? translate(`console.audit.resources.${entry.resource}`, { _: entry.resource }) : null,
      entry.record_id
        ? translate('console.audit.sentences.number', { id: /^\d+$/.test(entry.record_id) ? Number(entry.record_id) : entry.record_id })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** The owner's audit log: newest first, filtered by person, action, record type and dates, exported as CSV. */
export default function AuditList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const { date } = useFormats();
  const what = useWhat();
  return (
    <List
      title={translate('console.audit.title')}
      filters={filters}
      actions={
        <TopToolbar>
          <BackButton to="/" label="console.back_to_profile" />
          <AuditExportButton />
        </TopToolbar>
      }
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
    >
      {isSmall ? (
        <MobileList<AuditEntry> primary={what} secondary={(entry) => `${entry.actor_email ?? '—'} · ${date(entry.at)}`} actions={<ViewButton />} />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="at" label="console.audit.at" render={() => <WhenField source="at" showTime />} />
          <DataTable.Col source="actor_email" label="console.audit.who" />
          <DataTable.Col
            source="actor_role"
            label="console.audit.role"
            disableSort
            render={(entry: AuditEntry) => (entry.actor_role ? translate(`console.staff.roles.${entry.actor_role}`, { _: entry.actor_role }) : '')}
          />
          <DataTable.Col source="action" label="console.audit.action" render={what} />
          <DataTable.Col source="ip" label="console.audit.ip" disableSort field={TextField} />
          <DataTable.Col label="" disableSort align="right">
            <ViewButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
