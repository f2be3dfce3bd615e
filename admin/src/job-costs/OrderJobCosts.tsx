// Job costs on the console's order page (issue 39): the budget (the contract total), what purchase orders commit, what
// bills cost, and the margin, in all and by category; the budget split editor, the purchase orders with their states,
// and the bills with their receipts. The server computes every figure; after each write the block reads them again.
import { useState } from 'react';
import { useGetList, useLocaleState } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { type CostCategory, costCategories, egpToPiastres, formatDay, piastresToEgp, purchaseOrderMoves, RECEIPT_FIELD } from '@fitout/shared';
import { costs, type JobCosts, pathOf, type PurchaseOrder, type Supplier } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { useFormats } from '../i18n/format.ts';
import { call } from '../quotes/quoteApi.ts';
import { OrderPanel, useOrderPanel } from '../quotes/OrderPanel.tsx';
import { scrollsSideways } from '../quotes/QuoteTotals.tsx';
import FormField, { FormDay, FormSelect, ItemRows, typed } from '../forms/FormField.tsx';
import { fieldErrorsOf, type FieldErrors, usePanelUpload } from '../forms/usePanelUpload.ts';

const costsKey = (orderId: number) => ['job-costs', orderId];
const today = () => new Date().toISOString().slice(0, 10);
const stateColor = { draft: 'default', sent: 'info', received: 'success', cancelled: 'default' } as const;

/** The block's words (console.job_costs), money in the console's language, and a read again after a write. */
function useCosts() {
  const panel = useOrderPanel();
  const [locale] = useLocaleState();
  const client = useQueryClient();
  const id = panel.order?.id ?? 0;
  const w = (key: string, args?: Record<string, unknown>) => panel.translate(`console.job_costs.${key}`, args);
  const refetch = () => client.invalidateQueries({ queryKey: costsKey(id) });
  const categoryChoices = costCategories.map((category) => ({ value: category, label: w(`categories.${category}`) }));
  /** A write: said done (console.job_costs.<done>) and the costs read again, or refused (`refused` sees why first). */
  const write = async (request: () => Promise<unknown>, done: string, refused?: (error: unknown) => void) => {
    try {
      await request();
      panel.notify(`console.job_costs.${done}`, { type: 'success' });
      await refetch();
      return true;
    } catch (error) {
      refused?.(error);
      fail(error);
      return false;
    }
  };
  const fail = (error: unknown) => panel.notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
  /** A day (YYYY-MM-DD) as a long date, with no time of day. */
  const day = (value: string) => formatDay(value, locale === 'ar' ? 'ar' : 'en');
  return { ...panel, id, w, refetch, fail, day, categoryChoices, write };
}

export function OrderJobCosts() {
  const { order, id, w } = useCosts();
  const { data } = useQuery({ queryKey: costsKey(id), queryFn: () => call<JobCosts>(costs.read, { id }), enabled: id > 0 });
  if (!order || !data) return null;
  return (
    <OrderPanel testId="order-job-costs" title={w('title')}>
      <Figures costs={data} />
      {data.budget === null && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {w('no_budget')}
        </Typography>
      )}
      <ByCategory costs={data} />
      {data.budget !== null && <BudgetSplit costs={data} />}
      <PurchaseOrders costs={data} />
      <Bills costs={data} />
    </OrderPanel>
  );
}

/** Budget, committed, actual and margin at a glance; the margin red when the job costs more than it was sold for. */
function Figures({ costs: data }: { costs: JobCosts }) {
  const { w, money } = useCosts();
  const tiles: { key: string; value: number | null; help: string; tone?: 'good' | 'bad' }[] = [
    { key: 'budget', value: data.budget, help: w('budget_help') },
    { key: 'committed', value: data.committed, help: w('committed_help') },
    { key: 'actual', value: data.actual, help: w('actual_help') },
    { key: 'margin', value: data.margin, help: '', tone: data.margin === null ? undefined : data.margin < 0 ? 'bad' : 'good' },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {tiles.map((tile) => (
        <Paper key={tile.key} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-figure={tile.key} data-value={tile.value ?? ''}>
          <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.6 }}>
            {w(tile.key)}
          </Typography>
          <Typography
            variant="h6"
            component="div"
            sx={{
              fontWeight: 700,
              overflowWrap: 'anywhere',
              color: tile.tone === 'bad' ? 'error.main' : tile.tone === 'good' ? 'success.main' : 'text.primary',
            }}
          >
            {tile.value === null ? '—' : money(tile.value)}
          </Typography>
          {tile.help && (
            <Typography variant="caption" color="text.secondary">
              {tile.help}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

function ByCategory({ costs: data }: { costs: JobCosts }) {
  const { w, money } = useCosts();
  const cell = (value: number | null) => (value === null ? '—' : money(value));
  const marginCell = (value: number | null) => (
    <Box component="span" sx={{ color: value !== null && value < 0 ? 'error.main' : undefined, fontWeight: 600 }}>
      {cell(value)}
    </Box>
  );
  return (
    <Box sx={{ ...scrollsSideways, mt: 2 }}>
      <Table size="small" aria-label={w('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{w('category')}</TableCell>
            <TableCell align="right">{w('budget')}</TableCell>
            <TableCell align="right">{w('committed')}</TableCell>
            <TableCell align="right">{w('actual')}</TableCell>
            <TableCell align="right">{w('margin')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.categories.map((row) => (
            <TableRow key={row.category} data-category={row.category}>
              <TableCell component="th" scope="row">
                {w(`categories.${row.category}`)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {row.budget === null ? (
                  <Typography variant="caption" color="text.secondary">
                    {w('not_split')}
                  </Typography>
                ) : (
                  money(row.budget)
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(row.committed)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(row.actual)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {marginCell(row.margin)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {w('total')}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
              {cell(data.budget)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
              {money(data.committed)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
              {money(data.actual)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-total-margin>
              {marginCell(data.margin)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** The split of the budget by category, in EGP; the amount left to split shown as it is typed. */
function BudgetSplit({ costs: data }: { costs: JobCosts }) {
  const { id, w, money, write } = useCosts();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<CostCategory, string>>(
    () =>
      Object.fromEntries(data.categories.map((row) => [row.category, row.budget ? piastresToEgp(row.budget) : ''])) as Record<CostCategory, string>,
  );
  const [error, setError] = useState('');
  const budget = data.budget ?? 0;
  const amounts = costCategories.map((category) => (values[category].trim() ? egpToPiastres(values[category]) : 0));
  const valid = amounts.every((amount) => amount !== null);
  const left = budget - amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);

  async function save() {
    setError('');
    const split = Object.fromEntries(costCategories.map((category, i) => [category, amounts[i] ?? 0]));
    const saved = await write(
      () => call(costs.setBudget, { id }, { split }),
      'split_saved',
      (caught) => setError(Object.values(fieldErrorsOf(caught))[0] ?? ''),
    );
    if (saved) setOpen(false);
  }

  return (
    <Box sx={{ mt: 2 }}>
      {data.split_set && data.unallocated !== null && data.unallocated !== 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {w('unallocated', { amount: money(data.unallocated) })}
        </Alert>
      )}
      {!open ? (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {w('split_edit')}
        </Button>
      ) : (
        <Box
          component="form"
          aria-label={w('split_title')}
          onSubmit={(event) => (event.preventDefault(), void save())}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {w('split_title')} · {money(budget)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
            {costCategories.map((category, i) => (
              <TextField
                key={category}
                size="small"
                label={w(`categories.${category}`)}
                value={values[category]}
                onChange={(event) => setValues({ ...values, [category]: event.target.value })}
                error={amounts[i] === null}
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-split': category } }}
              />
            ))}
          </Box>
          <Typography variant="body2" color={left === 0 && valid ? 'success.main' : 'warning.main'} data-split-left={left}>
            {!valid
              ? w('invalid_price')
              : left === 0
                ? w('split_even')
                : left > 0
                  ? w('split_left', { amount: money(left) })
                  : w('split_over', { amount: money(-left) })}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={!valid || left !== 0}>
              {w('split_save')}
            </Button>
            <Button onClick={() => setOpen(false)}>{w('cancel')}</Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}

/** The suppliers to choose from, by name. */
function useSuppliers() {
  const { data } = useGetList<Supplier>('suppliers', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  return (data ?? []).map((supplier) => ({ value: String(supplier.id), label: supplier.name }));
}

function PurchaseOrders({ costs: data }: { costs: JobCosts }) {
  const { w, money, day, write } = useCosts();
  const { number } = useFormats();
  const [open, setOpen] = useState(false);
  const move = (po: PurchaseOrder, state: string) => write(() => call(costs.movePurchaseOrder, { id: po.id }, { state }), 'moved');
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {w('purchase_orders')}
      </Typography>
      {data.purchase_orders.length === 0 && <Typography color="text.secondary">{w('no_purchase_orders')}</Typography>}
      <Stack spacing={1}>
        {data.purchase_orders.map((po) => (
          <Paper key={po.id} variant="outlined" sx={{ p: 1.5 }} data-purchase-order={po.number} data-state={po.state}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{w('po_number', { number: number(po.number) })}</Typography>
              <bdi>{po.supplier_name}</bdi>
              <Chip size="small" variant="outlined" label={w(`categories.${po.category}`)} />
              <Chip size="small" color={stateColor[po.state]} label={w(`states.${po.state}`)} />
              <Box sx={{ flex: 1 }} />
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', textDecoration: po.state === 'cancelled' ? 'line-through' : undefined }}>
                {money(po.total)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {po.lines.map((line) => line.description).join(' · ')}
              {po.expected_on ? ` — ${w('po_expected', { date: day(po.expected_on) })}` : ''}
            </Typography>
            {purchaseOrderMoves[po.state].length > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {purchaseOrderMoves[po.state].map((state) => (
                  <Button
                    key={state}
                    size="small"
                    variant={state === 'cancelled' ? 'text' : 'outlined'}
                    color={state === 'cancelled' ? 'error' : 'primary'}
                    onClick={() => void move(po, state)}
                  >
                    {w(`moves.${state}`)}
                  </Button>
                ))}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
      {open ? (
        <PurchaseOrderForm onDone={() => setOpen(false)} />
      ) : (
        <Button sx={{ mt: 1 }} onClick={() => setOpen(true)}>
          {w('po_new')}
        </Button>
      )}
    </Box>
  );
}

type Line = { description: string; quantity: string; price: string };
const newLine = (): Line => ({ description: '', quantity: '1', price: '' });

function PurchaseOrderForm({ onDone }: { onDone: () => void }) {
  const { id, w, categoryChoices, write } = useCosts();
  const suppliers = useSuppliers();
  const [form, setForm] = useState({ supplier_id: '', category: 'materials', expected_on: '', note: '' });
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save() {
    const priced = lines.map((line) => ({ line, price: egpToPiastres(line.price) }));
    const bad = priced.findIndex(({ price }) => price === null);
    if (bad >= 0) return setErrors({ [`lines.${bad}.unit_price`]: w('invalid_price') });
    const order = {
      supplier_id: Number(form.supplier_id),
      category: form.category,
      ...(form.expected_on ? { expected_on: form.expected_on } : {}),
      note: form.note,
      lines: priced.map(({ line, price }) => ({ description: line.description, quantity: Number(line.quantity), unit_price: price })),
    };
    if (
      await write(
        () => call(costs.createPurchaseOrder, { id }, order),
        'po_saved',
        (error) => setErrors(fieldErrorsOf(error)),
      )
    )
      onDone();
  }
  return (
    <Box
      component="form"
      aria-label={w('po_new')}
      onSubmit={(event) => (event.preventDefault(), void save())}
      sx={{ mt: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle2" component="h4">
        {w('po_new')}
      </Typography>
      {suppliers.length === 0 && <Alert severity="info">{w('no_suppliers')}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <FormSelect
          label={w('supplier')}
          value={form.supplier_id}
          onValue={(supplier_id) => setForm({ ...form, supplier_id })}
          error={errors.supplier_id}
          required
          choices={suppliers}
        />
        <FormSelect label={w('category')} value={form.category} onValue={(category) => setForm({ ...form, category })} choices={categoryChoices} />
        <FormDay
          label={w('expected_on')}
          value={form.expected_on}
          onValue={(expected_on) => setForm({ ...form, expected_on })}
          error={errors.expected_on}
        />
      </Box>
      <ItemRows
        list="lines"
        items={lines}
        setItems={setLines}
        errors={errors}
        columns={{ xs: '1fr 1fr auto', md: '3fr 1fr 1fr auto' }}
        removeLabel={w('remove_line')}
        addLabel={w('add_line')}
        newItem={newLine}
      >
        {(lineField) => (
          <>
            {lineField('description', w('line_description'), { sx: { gridColumn: { xs: '1 / -1', md: 'auto' } }, ...typed.anyDirection })}
            {lineField('quantity', w('quantity'), typed.decimal)}
            {lineField('price', w('unit_price'), { refusedAs: 'unit_price', ...typed.decimal })}
          </>
        )}
      </ItemRows>
      <FormField
        label={w('note')}
        value={form.note}
        onValue={(value) => setForm({ ...form, note: value })}
        multiline
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!form.supplier_id}>
          {w('po_save')}
        </Button>
        <Button onClick={onDone}>{w('cancel')}</Button>
      </Stack>
    </Box>
  );
}

function Bills({ costs: data }: { costs: JobCosts }) {
  const { w, money, day, write } = useCosts();
  const [open, setOpen] = useState(false);
  const remove = (billId: number) => write(() => call(costs.removeBill, { id: billId }), 'bill_removed');
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {w('bills')}
      </Typography>
      {data.bills.length === 0 ? (
        <Typography color="text.secondary">{w('no_bills')}</Typography>
      ) : (
        <Box sx={scrollsSideways}>
          <Table size="small" aria-label={w('bills')}>
            <TableHead>
              <TableRow>
                <TableCell>{w('billed_on')}</TableCell>
                <TableCell>{w('supplier')}</TableCell>
                <TableCell>{w('category')}</TableCell>
                <TableCell align="right">{w('amount')}</TableCell>
                <TableCell>{w('receipt_link')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.bills.map((bill) => (
                <TableRow key={bill.id} data-bill={bill.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(bill.billed_on)}</TableCell>
                  <TableCell>
                    <bdi>{bill.supplier_name || '—'}</bdi>
                    {bill.description && (
                      <Typography variant="caption" component="div" color="text.secondary" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                        {bill.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{w(`categories.${bill.category}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {money(bill.amount)}
                  </TableCell>
                  <TableCell>
                    {bill.receipt?.image ? (
                      <Link href={bill.receipt.url} target="_blank" rel="noreferrer" aria-label={w('receipt_link')}>
                        <Box
                          component="img"
                          src={bill.receipt.image.url}
                          srcSet={bill.receipt.image.srcset}
                          sizes="48px"
                          alt={w('receipt_link')}
                          data-receipt
                          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                        />
                      </Link>
                    ) : bill.receipt ? (
                      <Link href={bill.receipt.url} target="_blank" rel="noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                        <ReceiptIcon fontSize="small" />
                        {w('receipt_link')}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <IconButton aria-label={w('bill_remove')} size="small" onClick={() => void remove(bill.id)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {open ? (
        <BillForm onDone={() => setOpen(false)} />
      ) : (
        <Button sx={{ mt: 1 }} variant="contained" onClick={() => setOpen(true)}>
          {w('bill_new')}
        </Button>
      )}
    </Box>
  );
}

function BillForm({ onDone }: { onDone: () => void }) {
  const { id, w, refetch, categoryChoices } = useCosts();
  const suppliers = useSuppliers();
  const [form, setForm] = useState({ category: 'materials', amount: '', billed_on: today(), supplier_id: '', description: '' });
  const [receipt, setReceipt] = useState<File | null>(null);
  const { busy, errors, setErrors, upload } = usePanelUpload();

  async function save() {
    const amount = egpToPiastres(form.amount);
    if (amount === null || amount <= 0) return setErrors({ amount: w('invalid_price') });
    const body = new FormData();
    body.set('category', form.category);
    body.set('amount', String(amount));
    body.set('billed_on', form.billed_on);
    if (form.supplier_id) body.set('supplier_id', form.supplier_id);
    body.set('description', form.description);
    if (receipt) body.append(RECEIPT_FIELD, receipt, receipt.name);
    if (!(await upload(`${apiRoot}${pathOf(costs.addBill, { id })}`, body, 'console.job_costs.bill_saved'))) return;
    onDone();
    await refetch();
  }
  return (
    <Box
      component="form"
      aria-label={w('bill_new')}
      onSubmit={(event) => (event.preventDefault(), void save())}
      sx={{ mt: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle2" component="h4">
        {w('bill_new')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 2fr' } }}>
        <FormSelect label={w('category')} value={form.category} onValue={(category) => setForm({ ...form, category })} choices={categoryChoices} />
        <FormField
          label={w('amount')}
          value={form.amount}
          onValue={(value) => setForm({ ...form, amount: value })}
          error={errors.amount}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-field': 'amount' } }}
        />
        <FormDay label={w('billed_on')} value={form.billed_on} onValue={(billed_on) => setForm({ ...form, billed_on })} error={errors.billed_on} />
        <FormSelect
          label={w('supplier')}
          value={form.supplier_id}
          onValue={(supplier_id) => setForm({ ...form, supplier_id })}
          choices={[{ value: '', label: w('no_supplier') }, ...suppliers]}
        />
      </Box>
      <FormField
        label={w('description')}
        value={form.description}
        onValue={(value) => setForm({ ...form, description: value })}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <Box>
        <Typography variant="subtitle2" component="label" htmlFor="bill-receipt">
          {w('receipt')}
        </Typography>{' '}
        <input
          id="bill-receipt"
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
        />
        {errors[RECEIPT_FIELD] && <Alert severity="error">{errors[RECEIPT_FIELD]}</Alert>}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {w('bill_save')}
        </Button>
        <Button onClick={onDone}>{w('cancel')}</Button>
      </Stack>
    </Box>
  );
}
