// The order's payments in the console (issue 24): the accepted quote's milestones (paid, due, outstanding), the
// payments received, and the form to record one. Each form carries an idempotency key, so a double click or a
// retried request records the payment once.
import { useState } from 'react';
import { useBasename, usePermissions } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormats } from '../i18n/format.ts';
import { DayField } from '../i18n/DayField.tsx';
import { Alert, Box, Button, Chip, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { egpToPiastres, paymentMethodOptions } from '@fitout/shared';
import { payments } from '@fitout/shared/contract';
import { call, usePaymentAccount } from './quoteApi.ts';
import { scrollsSideways } from './QuoteTotals.tsx';
import { maySeeOnlinePayments } from '../online-payments/onlinePaymentApi.ts';
import { OrderPanel, useOrderPanel } from './OrderPanel.tsx';
import { TitledTable } from './TitledTable.tsx';
import FormField from '../forms/FormField.tsx';
import { useInLanguage } from '../i18n/useInLanguage.ts';

const today = () => new Date().toISOString().slice(0, 10);
const newKey = () => `console-${crypto.randomUUID()}`;

export function OrderPayments() {
  const { order, translate, notify, refresh, fieldRefusals, money, reload } = useOrderPanel();
  const { data: account } = usePaymentAccount(order?.id ?? 0);
  const { permissions: role } = usePermissions();
  const basename = useBasename();
  const [form, setForm] = useState({ amount: '', paid_on: today(), method: 'bank_transfer', reference: '', key: newKey() });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { percent } = useFormats();
  const inLanguage = useInLanguage();
  if (!order || !account) return null;
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.quotes.payments.${key}`, args);

  async function record() {
    const amount = egpToPiastres(form.amount);
    if (amount === null) {
      setErrors({ amount: w('invalid_amount') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await call(
        payments.record,
        { id: order!.id },
        { amount, paid_on: form.paid_on, method: form.method, reference: form.reference, idempotency_key: form.key },
      );
      notify('console.quotes.payments.recorded', { type: 'success' });
      setForm({ amount: '', paid_on: today(), method: form.method, reference: '', key: newKey() });
      reload();
      refresh();
    } catch (failure) {
      const body = (failure as { body?: Record<string, unknown> }).body ?? {};
      setErrors(Object.fromEntries(Object.entries(fieldRefusals(body)).map(([field, messages]) => [field, messages[0]])));
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <OrderPanel testId="order-payments" title={w('title')}>
      {account.total === null ? (
        <Typography color="text.secondary">{w('none_yet')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2 }}>
            <span>
              {translate('console.quotes.total')}: <strong>{money(account.total)}</strong>
            </span>
            <span>
              {w('paid')}: <strong data-paid>{money(account.paid)}</strong>
            </span>
            <span>
              {w('remaining')}: <strong>{money(account.remaining ?? 0)}</strong>
            </span>
          </Box>
          <Box sx={scrollsSideways}>
            <Table size="small" aria-label={translate('console.quotes.schedule')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('console.quotes.milestone')}</TableCell>
                  <TableCell align="right">{translate('console.quotes.amount')}</TableCell>
                  <TableCell align="right">{w('paid')}</TableCell>
                  <TableCell>{w('state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {account.milestones.map((step) => (
                  <TableRow key={step.id} data-state={step.state}>
                    <TableCell>
                      {/* In Arabic, the Arabic staff wrote for the milestone where there is some. */}
                      <bdi>{inLanguage(step.label, step.label_ar)}</bdi> ({percent(step.percent)})
                    </TableCell>
                    <TableCell align="right">{money(step.amount)}</TableCell>
                    <TableCell align="right">{money(step.paid)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={step.state === 'paid' ? 'success' : step.state === 'due' ? 'warning' : 'default'}
                        label={w(`states.${step.state}`)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {account.payments.length ? (
            <Box sx={{ mt: 2, ...scrollsSideways }}>
              <TitledTable title={w('list')} heading="h3">
                {account.payments.map((payment) => (
                  <TableRow key={payment.id}>
                    <TableCell>{payment.paid_on}</TableCell>
                    <TableCell align="right">{money(payment.amount)}</TableCell>
                    <TableCell>{w(`methods.${payment.method}`)}</TableCell>
                    <TableCell>
                      <bdi>{payment.reference || '—'}</bdi>
                    </TableCell>
                    <TableCell>
                      {/* A card payment through Paymob is refunded from the Online payments page, its receipt number filled in. */}
                      {payment.provider === 'paymob' && payment.amount > 0 && maySeeOnlinePayments(role) ? (
                        <Button
                          size="small"
                          component={RouterLink}
                          to={`${basename}/online-payments?payment=${payment.id}#refund`}
                          aria-label={w('refund_label', { id: payment.id })}
                        >
                          {w('refund')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TitledTable>
            </Box>
          ) : null}
          {(account.remaining ?? 0) > 0 ? (
            <Box
              component="form"
              aria-label={w('record')}
              onSubmit={(event) => (event.preventDefault(), void record())}
              sx={{
                mt: 3,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <FormField
                label={w('amount')}
                value={form.amount}
                onValue={(value) => setForm({ ...form, amount: value })}
                error={errors.amount}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                required
              />
              <DayField
                size="small"
                label={w('date')}
                value={form.paid_on}
                onChange={(day) => setForm({ ...form, paid_on: day })}
                error={!!errors.paid_on}
                helperText={errors.paid_on}
              />
              <TextField
                select
                size="small"
                label={w('method')}
                value={form.method}
                onChange={(event) => setForm({ ...form, method: event.target.value })}
              >
                {paymentMethodOptions.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {w(`methods.${option.value}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormField label={w('reference')} value={form.reference} onValue={(value) => setForm({ ...form, reference: value })} />
              <Button type="submit" variant="contained" disabled={busy}>
                {w('record')}
              </Button>
            </Box>
          ) : null}
          {errors.non_field_errors ? <Alert severity="error">{errors.non_field_errors}</Alert> : null}
        </>
      )}
    </OrderPanel>
  );
}
