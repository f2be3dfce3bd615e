// What the order page's quote and payment panels share: the order they show and the tools a write needs, and the card
// they sit in.
import type { ReactNode } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import type { AdminOrder } from '@fitout/shared/contract';
import { oneColumn, useMoney } from './QuoteTotals.tsx';
import { useReload } from './quoteApi.ts';
import { useFieldRefusals } from '../i18n/useFieldRefusals.ts';

/** The order on the page; after a write, `reload` reads its quotes and payments again and `refresh` the order itself. */
export function useOrderPanel() {
  const order = useRecordContext<AdminOrder>();
  return {
    order,
    translate: useTranslate(),
    notify: useNotify(),
    refresh: useRefresh(),
    fieldRefusals: useFieldRefusals(),
    money: useMoney(),
    reload: useReload(order?.id ?? 0),
  };
}

/** A panel of the order's page, titled, one column wide. */
export function OrderPanel({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2 }} data-testid={testId}>
      <CardContent sx={oneColumn}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
