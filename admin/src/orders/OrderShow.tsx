import { ShowBase, Title, TopToolbar, useRecordContext } from 'react-admin';
import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography, Box } from '@mui/material';
import {
  conditionOptions,
  formatLongDate,
  optionLabel,
  orderFieldLabels,
  requiredWorksOptions,
  skillsOptions,
  typeUnitOptions,
} from '@fitout/shared';
import { BackButton } from '../buttons/BackButton.tsx';

type Order = Record<keyof typeof orderFieldLabels, string | number | null> & { id: number; slug: string; date: string; post_status: string };

/** How each stored value reads: option values by their labels (Quick execution, 3/4 finished). */
const display: Partial<Record<keyof typeof orderFieldLabels, (value: string) => string>> = {
  typeunit: (v) => optionLabel(typeUnitOptions, v),
  requiredworks: (v) => optionLabel(requiredWorksOptions, v),
  skills: (v) => optionLabel(skillsOptions, v),
  conditionoftheunit: (v) => optionLabel(conditionOptions, v),
};

function OrderTable() {
  const order = useRecordContext<Order>();
  if (!order) return null;
  const rows = (Object.entries(orderFieldLabels) as [keyof typeof orderFieldLabels, string][]).map(([field, label]) => {
    const raw = order[field];
    const text = raw === null || raw === undefined || raw === '' ? '—' : (display[field]?.(String(raw)) ?? String(raw));
    return { field, label, text };
  });
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={`Order of ${order.full_name}`} />
      <TopToolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          Order details
        </Typography>
        <BackButton to="/orders" label="console.back_to_list" />
      </TopToolbar>
      <Card>
        <CardContent sx={{ px: { xs: 0, sm: 2 } }}>
          <Table size="small" aria-label="Order details">
            <TableBody>
              {rows.map(({ field, label, text }) => (
                <TableRow key={field} data-field={field}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { xs: '45%', sm: 260 }, verticalAlign: 'top' }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                  Date
                </TableCell>
                <TableCell>{order.date ? formatLongDate(order.date, Intl.DateTimeFormat().resolvedOptions().timeZone) : '—'}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                  Status
                </TableCell>
                <TableCell>{order.post_status}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}

/** An order with every field under the labels of SPEC.md section 2. */
export default function OrderShow() {
  return (
    <ShowBase>
      <OrderTable />
    </ShowBase>
  );
}
