import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatPiastres } from '@fitout/shared';
import type { QuoteTotals as Totals } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';

/** Money in piastres as the console's language writes prices. */
export function useMoney() {
  const [locale] = useLocaleState();
  return (piastres: number) => formatPiastres(piastres, locale === 'ar' ? 'ar' : 'en');
}

/** A version's totals as the server computed them. */
export function QuoteTotals({ quote, note }: { quote: { totals: Totals }; note?: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const { percent } = useFormats();
  const { totals } = quote;
  const rows: [string, number][] = [
    [translate('console.quotes.subtotal'), totals.subtotal],
    ...(totals.discount ? [[translate('console.quotes.discount_row'), -totals.discount] as [string, number]] : []),
    [translate('console.quotes.vat', { rate: percent(totals.vat_rate) }), totals.vat],
  ];
  return (
    <Box sx={{ mt: 2, maxWidth: 420 }}>
      <Table size="small" aria-label={translate('console.quotes.total')}>
        <TableBody>
          {rows.map(([label, amount]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{money(amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {translate('console.quotes.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-total>
              {money(totals.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {note ? (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * A card's content as one column that never grows to its widest table (the console's content column would otherwise
 * take the table's width on a phone); the tables in it scroll sideways in their frame (`scrollsSideways`), their cells
 * closer together on a phone, where a table of four columns (an order's payments) then fits 390 px.
 */
export const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;
export const scrollsSideways = { overflowX: 'auto', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;
