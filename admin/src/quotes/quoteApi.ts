// The quote and payment calls of an order's page, through the contract's paths and the console's HTTP client (its
// token, its errors in the server's words). Not through the data provider: quotes are calls of their own on an
// order (admin/orders/{id}/quotes …), not a generic admin resource.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type PaymentAccount, payments, type Quote, type QuoteDraftRecord, quotes } from '@fitout/shared/contract';

import { callEndpoint as call } from '../dataProvider/callEndpoint.ts';

export { call };

// Asked only once the order is known: while its page loads, the panels have no order id (0), which the API refuses.
export const useQuotes = (orderId: number) =>
  useQuery({ queryKey: ['quotes', orderId], queryFn: () => call<Quote[]>(quotes.list, { id: orderId }), enabled: orderId > 0 });

export const usePaymentAccount = (orderId: number) =>
  useQuery({ queryKey: ['payments', orderId], queryFn: () => call<PaymentAccount>(payments.account, { id: orderId }), enabled: orderId > 0 });

/** A new draft's content to start from, with the VAT rate a draft written now takes (for the editor's live totals). */
export const prefillOf = (orderId: number) => call<QuoteDraftRecord & { vat_rate: number }>(quotes.prefill, { id: orderId });

/** After a write: the quotes, the payments and the order itself (its stage and history) are read again. */
export function useReload(orderId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['quotes', orderId] });
    void client.invalidateQueries({ queryKey: ['payments', orderId] });
  };
}
