import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '@fitout/shared';
import { BackButton } from '../buttons/BackButton.tsx';
import { useWhat } from './AuditList.tsx';
import { WhenField } from '../i18n/WhenField.tsx';

const shown = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 1));

/** Each field the entry holds, its value before and after (an update keeps only the fields it changed). */
function FieldChanges() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!fields.length) return <Typography color="text.secondary">{translate('console.audit.no_fields')}</Typography>;
  const cell = { verticalAlign: 'top', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.8125rem' } as const;
  return (
    <Box sx={{ overflowX: 'auto', width: '100%' }}>
      <Table size="small" aria-label={translate('console.audit.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.audit.field')}</TableCell>
            <TableCell>{translate('console.audit.before')}</TableCell>
            <TableCell>{translate('console.audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: 600 }}>
                {field}
              </TableCell>
              <TableCell sx={cell} dir="auto">
                {shown(before[field])}
              </TableCell>
              <TableCell sx={cell} dir="auto">
                {shown(after[field])}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function What() {
  const entry = useRecordContext<AuditEntry>();
  const what = useWhat();
  return entry ? <Typography>{what(entry)}</Typography> : null;
}

function Title() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  return <>{entry ? translate('console.audit.entry', { id: entry.id }) : translate('console.audit.title')}</>;
}

export default function AuditShow() {
  const translate = useTranslate();
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <BackButton to="/audit" label="console.back_to_list" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Labeled label="console.audit.action">
          <What />
        </Labeled>
        <WhenField source="at" label="console.audit.at" showTime />
        <TextField source="actor_email" label="console.audit.who" emptyText="—" />
        <FunctionField<AuditEntry>
          label="console.audit.role"
          render={(entry) => (entry.actor_role ? translate(`console.staff.roles.${entry.actor_role}`, { _: entry.actor_role }) : '—')}
        />
        <TextField source="ip" label="console.audit.ip" emptyText="—" />
        <FieldChanges />
      </SimpleShowLayout>
    </Show>
  );
}
