// The online payment calls of the console (issue 40), through the contract's paths and the console's HTTP client.
import { useQuery } from '@tanstack/react-query';
import { mayCall, onlinePayments, pathOf, type PaymentEvent, type ReconciliationRow, type StaffRole, type Transfer } from '@fitout/shared/contract';
import type { OnlinePaymentWay } from '@fitout/shared';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { callEndpoint } from '../dataProvider/callEndpoint.ts';
import { httpClient } from '../dataProvider/httpClient.ts';

export const maySeeOnlinePayments = (role: StaffRole | null | undefined) => mayCall(onlinePayments.events.access, role);

async function get<T>(path: string, query: Record<string, string>): Promise<T> {
  await refreshAuth();
  return (await httpClient(`${apiRoot}${path}?${new URLSearchParams(query)}`)).json as T;
}

export const useAttention = () =>
  useQuery({
    queryKey: ['online-payments', 'attention'],
    queryFn: () => get<PaymentEvent[]>(pathOf(onlinePayments.events), { attention: '1' }),
    refetchOnWindowFocus: true,
  });

export const useReconciliation = (day: string, provider: OnlinePaymentWay) =>
  useQuery({
    queryKey: ['online-payments', 'reconciliation', day, provider],
    queryFn: () => get<ReconciliationRow[]>(pathOf(onlinePayments.reconciliation), { day, provider }),
  });

export const useTransfers = () =>
  useQuery({
    queryKey: ['online-payments', 'transfers'],
    queryFn: () => get<Transfer[]>(pathOf(onlinePayments.transfers), {}),
    refetchOnWindowFocus: true,
  });
export const confirmTransfer = (id: number) => callEndpoint<Transfer>(onlinePayments.confirmTransfer, { id });
export const refuseTransfer = (id: number, reason: string) => callEndpoint<Transfer>(onlinePayments.refuseTransfer, { id }, { reason });

export const resolveEvent = (id: number) => callEndpoint<PaymentEvent>(onlinePayments.resolve, { id });
export const refundPayment = (id: number, amount: number, reason: string) =>
  callEndpoint<{ id: number; amount: number }>(onlinePayments.refund, { id }, { amount, reason });

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The reconciliation as CSV (amounts in piastres, as the API answers them). */
export function reconciliationCsv(rows: ReconciliationRow[]): string {
  const head = ['provider', 'provider_txn_id', 'order_id', 'said', 'recorded', 'difference', 'outcome'] as const;
  return `${[head.join(','), ...rows.map((row) => head.map((key) => cell(row[key])).join(','))].join('\n')}\n`;
}
