import { ShowBase, Title, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Card, CardContent, Chip, Table, TableBody, TableCell, TableRow, Typography, Box } from '@mui/material';
import { arabicDigits, isClosedStage, orderFieldLabels } from '@fitout/shared';
import EventIcon from '@mui/icons-material/EventOutlined';
import { useVisitWords } from '../visits/useVisitWords.ts';
import { BackButton } from '../buttons/BackButton.tsx';
import { useFormats } from '../i18n/format.ts';
import { fieldLabel, type OrderField, useOrderWords } from './useOrderWords.ts';
import { OrderHistory, OrderStageForm, useStageLabel } from './OrderStage.tsx';
import { OrderCancelButton } from './OrderCancel.tsx';
import { OrderAssignee } from './OrderAssignee.tsx';
import { OrderQuotes } from '../quotes/OrderQuotes.tsx';
import { OrderPayments } from '../quotes/OrderPayments.tsx';
import { OrderMessages } from '../messages/OrderMessages.tsx';
import { OrderSnags } from '../snags/OrderSnags.tsx';
import { OrderChanges } from '../changes/OrderChanges.tsx';
import { OrderJobCosts } from '../job-costs/OrderJobCosts.tsx';
import { OrderSelections } from '../selections/index.ts';
import { OrderSchedule } from '../schedule/index.ts';
import { SiteDiaryButton } from '../daily-logs/index.ts';

type Visit = { day: string; starts_at: string; ends_at: string };
type Order = Record<OrderField, string | number | null> & {
  id: number;
  slug: string;
  date: string;
  post_status: string;
  stage: string;
  visit?: Visit | null;
};

/** The booked site visit, its Cairo day and window in the console's language (digits included). */
function BookedVisit({ visit }: { visit: Visit | null | undefined }) {
  const { w, day, window, arabic } = useVisitWords();
  if (!visit) return <>{w('order_visit_none')}</>;
  const time = (value: string) => (arabic ? arabicDigits(value) : value);
  return (
    <Box component="span" data-visit={visit.day}>
      <EventIcon fontSize="small" sx={{ verticalAlign: 'text-bottom', mr: 0.5, color: 'primary.main' }} />
      <strong>{w('order_visit_when', { day: day(visit.day), window: window(time(visit.starts_at), time(visit.ends_at)) })}</strong>
    </Box>
  );
}

/** The fields whose stored values are options, read by their labels (Quick execution, 3/4 finished). */
const optionFields = new Set<OrderField>(['typeunit', 'requiredworks', 'skills', 'conditionoftheunit']);

function OrderTable() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const { option, status } = useOrderWords();
  const { date, number } = useFormats();
  const stageLabel = useStageLabel();
  if (!order) return null;
  const rows = (Object.keys(orderFieldLabels) as OrderField[]).map((field) => {
    const raw = order[field];
    // Counts and the space in the console's digits; the customer's own words (a phone number among them) as typed.
    const text =
      raw === null || raw === undefined || raw === ''
        ? '—'
        : optionFields.has(field)
          ? option(String(raw))
          : typeof raw === 'number'
            ? number(raw)
            : String(raw);
    return { field, label: translate(fieldLabel(field)), text };
  });
  const details = translate('console.orders.details');
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('console.orders.title', { name: order.full_name })} />
      <TopToolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {details}
        </Typography>
        <SiteDiaryButton />
        <OrderCancelButton />
        <BackButton to="/orders" label="console.back_to_list" />
      </TopToolbar>
      <Card>
        <CardContent sx={{ px: { xs: 0, sm: 2 } }}>
          <Table size="small" aria-label={details}>
            <TableBody>
              {rows.map(({ field, label, text }) => (
                <TableRow key={field} data-field={field}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { xs: '45%', sm: 260 }, verticalAlign: 'top' }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {/* The customer's words in their own direction (an English note ends with its full stop). */}
                    <bdi>{text}</bdi>
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                  {translate('console.orders.date')}
                </TableCell>
                <TableCell>{order.date ? date(order.date) : '—'}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                  {translate('console.orders.status')}
                </TableCell>
                <TableCell>{status(order.post_status)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                  {translate('console.orders.stage')}
                </TableCell>
                <TableCell>
                  {/* A cancelled or withdrawn order says so at a glance; its reason is in the history below. */}
                  <Chip
                    size="small"
                    label={stageLabel(order.stage)}
                    color={isClosedStage(order.stage) ? 'error' : 'default'}
                    variant={isClosedStage(order.stage) ? 'filled' : 'outlined'}
                  />
                </TableCell>
              </TableRow>
              <TableRow data-field="visit">
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                  {translate('console.visits.order_visit')}
                </TableCell>
                <TableCell>
                  <BookedVisit visit={order.visit} />
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * An order with every field under the labels of SPEC.md section 2, who looks after it, its quotes, payments,
 * messages with the customer and snags after handover, then its progress: the stage form and history.
 */
export default function OrderShow() {
  return (
    <ShowBase>
      <OrderTable />
      <OrderAssignee />
      <OrderQuotes />
      <OrderPayments />
      <OrderChanges />
      <OrderSelections />
      <OrderJobCosts />
      <OrderSchedule />
      <OrderMessages />
      <OrderSnags />
      <OrderStageForm />
      <OrderHistory />
    </ShowBase>
  );
}
