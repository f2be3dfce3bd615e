// Online payments (issue 40), for owners and sales: the providers' words that need a person (an amount that does not
// match, an instalment paid twice), each marked dealt with; a day's reconciliation per provider, differences first,
// with its CSV; and a refund of a card payment through Paymob.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccessDenied, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { formatPiastres, formatTime, type OnlinePaymentWay } from '@fitout/shared';
import { cairoToday, isDay } from '../visits/visitApi.ts';
import { DayField } from '../i18n/DayField.tsx';
import type { Transfer } from '@fitout/shared/contract';
import PageIntro from '../layout/PageIntro.tsx';
import {
  confirmTransfer,
  maySeeOnlinePayments,
  reconciliationCsv,
  refundPayment,
  refuseTransfer,
  resolveEvent,
  useAttention,
  useReconciliation,
  useTransfers,
} from './onlinePaymentApi.ts';

function useWords() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'ar' ? 'ar' : 'en';
  return {
    w: (key: string, args?: Record<string, unknown>) => translate(`console.online_payments.${key}`, args),
    money: (piastres: number | null) => (piastres === null ? '—' : formatPiastres(piastres, lang)),
    when: (iso: string) => formatTime(iso, lang),
    provider: (way: string) => (way === 'paymob' ? 'Paymob' : lang === 'ar' ? 'فوري' : 'Fawry'),
  };
}

/** A list read's three other states (loading, failed, empty) in the page's words; its rows drawn by `children`. */
function Loaded<Row>({
  query,
  empty,
  children,
}: {
  query: { data?: Row[]; isPending: boolean; isError: boolean };
  empty: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const { w } = useWords();
  if (query.isPending) return <Typography>{w('loading')}</Typography>;
  if (query.isError || !query.data) return <Typography color="error">{w('load_failed')}</Typography>;
  if (query.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return children(query.data);
}

/** One of the page's sections: a card under its heading (`${id}-title` labels it, and its table). */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`${id}-title`} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A small table of the page's: its column heads, then its rows. */
function WordsTable({ labelledBy, heads, children }: { labelledBy: string; heads: string[]; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {heads.map((head, index) => (
              <TableCell key={`${index}-${head}`}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

function TransferItem({ transfer }: { transfer: Transfer }) {
  const { w, money, when } = useWords();
  const notify = useNotify();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['online-payments'] });
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
    setBusy(false);
  };
  return (
    <Card variant="outlined" component="li" data-transfer={transfer.id} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {transfer.receipt && (
          <a href={transfer.receipt.url} target="_blank" rel="noreferrer">
            <Box
              component="img"
              src={transfer.receipt.url}
              alt={w('receipt_of', { reference: transfer.customer_reference })}
              sx={{ width: 120, maxHeight: 180, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          </a>
        )}
        <Box sx={{ flex: '1 1 16rem', display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {money(transfer.amount)} · {w('order_number', { id: transfer.order_id })}
          </Typography>
          <Typography>
            {w('customer')}: {transfer.customer}
          </Typography>
          <Typography>
            {w('reference')}: <bdi>{transfer.customer_reference}</bdi>
          </Typography>
          <Typography color="text.secondary">{when(transfer.created_at)}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
            <Button variant="contained" disabled={busy} onClick={() => act(() => confirmTransfer(transfer.id), 'console.online_payments.confirmed')}>
              {w('confirm')}
            </Button>
            {refusing ? (
              <Box
                component="form"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  void act(() => refuseTransfer(transfer.id, reason), 'console.online_payments.refused');
                }}
              >
                <TextField size="small" required label={w('refuse_reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
                <Button type="submit" color="error" variant="outlined" disabled={busy}>
                  {w('refuse')}
                </Button>
              </Box>
            ) : (
              <Button color="error" onClick={() => setRefusing(true)}>
                {w('refuse')}
              </Button>
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function Transfers() {
  const { w } = useWords();
  const query = useTransfers();
  return (
    <Panel id="transfers" title={w('transfers_title')}>
      <Loaded query={query} empty={w('transfers_none')}>
        {(data) => (
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.map((transfer) => (
              <TransferItem key={transfer.id} transfer={transfer} />
            ))}
          </Box>
        )}
      </Loaded>
    </Panel>
  );
}

function Attention() {
  const { w, money, when, provider } = useWords();
  const notify = useNotify();
  const client = useQueryClient();
  const query = useAttention();
  return (
    <Panel id="attention" title={w('attention_title')}>
      <Loaded query={query} empty={w('attention_none')}>
        {(data) => (
          <WordsTable labelledBy="attention-title" heads={[w('received'), w('provider'), w('order'), w('amount'), w('what'), '']}>
            {data.map((event) => (
              <TableRow key={event.id} data-outcome={event.outcome}>
                <TableCell>{when(event.received_at)}</TableCell>
                <TableCell>{provider(event.provider)}</TableCell>
                <TableCell>{event.order_id ? w('order_number', { id: event.order_id }) : '—'}</TableCell>
                <TableCell>{money(event.amount)}</TableCell>
                <TableCell>{w(`outcomes.${event.outcome}`)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={async () => {
                      try {
                        await resolveEvent(event.id);
                        notify('console.online_payments.resolved', { type: 'success' });
                        await client.invalidateQueries({ queryKey: ['online-payments'] });
                      } catch (failure) {
                        notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
                      }
                    }}
                  >
                    {w('resolve')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </WordsTable>
        )}
      </Loaded>
    </Panel>
  );
}

function Reconciliation() {
  const { w, money } = useWords();
  const [day, setDay] = useState(cairoToday);
  const [way, setWay] = useState<OnlinePaymentWay>('paymob');
  const query = useReconciliation(day, way);
  const { data } = query;
  const download = () => {
    if (!data) return;
    const url = URL.createObjectURL(new Blob([reconciliationCsv(data)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `reconciliation-${way}-${day}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Panel id="reconciliation" title={w('reconciliation_title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <DayField
          size="small"
          label={w('day')}
          value={day}
          onChange={(next) => isDay(next) && setDay(next)}
          sx={{ width: 180, '& input': { colorScheme: (theme) => theme.palette.mode } }}
        />
        <TextField
          select
          size="small"
          label={w('provider')}
          value={way}
          onChange={(event) => setWay(event.target.value as OnlinePaymentWay)}
          sx={{ width: 160 }}
        >
          <MenuItem value="paymob">Paymob</MenuItem>
          <MenuItem value="fawry">Fawry</MenuItem>
        </TextField>
        <Button variant="outlined" onClick={download} disabled={!data?.length}>
          {w('export')}
        </Button>
      </Box>
      <Loaded query={query} empty={w('no_rows')}>
        {(data) => (
          <WordsTable
            labelledBy="reconciliation-title"
            heads={[w('transaction'), w('order'), w('said'), w('recorded_amount'), w('difference'), w('what')]}
          >
            {data.map((row) => (
              <TableRow key={row.provider_txn_id} selected={row.difference !== 0}>
                <TableCell>
                  <bdi>{row.provider_txn_id}</bdi>
                </TableCell>
                <TableCell>{row.order_id ? w('order_number', { id: row.order_id }) : '—'}</TableCell>
                <TableCell>{money(row.said)}</TableCell>
                <TableCell>{money(row.recorded)}</TableCell>
                <TableCell sx={{ fontWeight: row.difference !== 0 ? 700 : undefined }}>{money(row.difference)}</TableCell>
                <TableCell>{w(`outcomes.${row.outcome}`)}</TableCell>
              </TableRow>
            ))}
          </WordsTable>
        )}
      </Loaded>
    </Panel>
  );
}

function Refund() {
  const { w } = useWords();
  const notify = useNotify();
  const client = useQueryClient();
  // From the order's page (its payments' Refund link): the receipt number filled in, the form in view.
  const [search] = useSearchParams();
  const [receipt, setReceipt] = useState(() => (/^\d+$/.test(search.get('payment') ?? '') ? search.get('payment')! : ''));
  const [pounds, setPounds] = useState('');
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (search.get('payment')) section.current?.scrollIntoView({ block: 'center' });
  }, [search]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await refundPayment(Number(receipt), Math.round(Number(pounds) * 100), reason);
      notify('console.online_payments.refunded', { type: 'success' });
      setReceipt('');
      setPounds('');
      setReason('');
      await client.invalidateQueries({ queryKey: ['online-payments'] });
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
    setBusy(false);
  };
  return (
    <Card component="section" aria-labelledby="refund-title" id="refund" ref={section}>
      <CardContent>
        <Typography variant="h6" component="h2" id="refund-title" gutterBottom>
          {w('refund_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {w('refund_help')}
        </Typography>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            size="small"
            required
            label={w('receipt_number')}
            value={receipt}
            onChange={(e) => setReceipt(e.target.value)}
            inputMode="numeric"
          />
          <TextField
            size="small"
            required
            label={w('refund_amount')}
            value={pounds}
            onChange={(e) => setPounds(e.target.value)}
            inputMode="decimal"
          />
          <TextField size="small" label={w('refund_reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" variant="contained" disabled={busy}>
            {w('refund')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

export default function OnlinePaymentsPage() {
  const { permissions: role, isPending } = usePermissions();
  const { w } = useWords();
  if (isPending) return null;
  if (!maySeeOnlinePayments(role)) return <AccessDenied />;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 4 }}>
      <PageIntro title={w('title')} intro={w('intro')} />
      <Transfers />
      <Attention />
      <Reconciliation />
      <Refund />
    </Box>
  );
}
