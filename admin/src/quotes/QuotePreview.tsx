// What the customer will see of the draft as it stands, in English or Arabic (whatever the console's language): the
// lines in the customer's language (a line left without Arabic shows its English, marked as such), quantities, units,
// prices, the totals with the optional lines left out, and the payment schedule. The site's quote page is the
// customer's real view; this is the editor's look at it before sending.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatPercent, formatPiastres, milestoneAmounts, milestoneDueOptions, type Totals, toBp, formatQuantity } from '@fitout/shared';
import { quoteWords } from './words.ts';
import { liveLineTotal, lineFigures } from './liveTotals.ts';
import type { DraftText } from './draftText.ts';

type Language = 'en' | 'ar';

export function QuotePreview({ text, totals, initial }: { text: DraftText; totals: Totals; initial: Language }) {
  const translate = useTranslate();
  const [language, setLanguage] = useState<Language>(initial);
  const words = quoteWords[language];
  const money = (piastres: number) => formatPiastres(piastres, language);
  const number = (value: number) => formatQuantity(value, language);
  const arabic = language === 'ar';
  const inEnglish = <Chip size="small" variant="outlined" color="warning" label={words.preview_english} sx={{ mx: 0.5 }} />;
  const shown = (english: string, local: string) =>
    arabic && !local.trim() ? (
      <>
        <bdi lang="en">{english}</bdi>
        {english.trim() ? inEnglish : null}
      </>
    ) : (
      <bdi>{arabic ? local : english}</bdi>
    );
  const amounts = milestoneAmounts(
    totals.total,
    text.schedule.map((step) => toBp(Number(step.percent) || 0)),
  );
  const dueLabel = (due: string) => {
    const option = milestoneDueOptions.find((choice) => choice.value === due);
    return option ? (arabic ? option.labelAr : option.label) : due;
  };
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language}
        onChange={(_, next: Language | null) => (next ? setLanguage(next) : undefined)}
        aria-label={translate('console.quotes.preview_language')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="en" lang="en">
          English
        </ToggleButton>
        <ToggleButton value="ar" lang="ar">
          العربية
        </ToggleButton>
      </ToggleButtonGroup>
      <Box dir={arabic ? 'rtl' : 'ltr'} lang={language} data-preview={language}>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={words.lines}>
            <TableHead>
              <TableRow>
                <TableCell>{words.description}</TableCell>
                <TableCell>{words.quantity}</TableCell>
                <TableCell>{words.unit_price_short}</TableCell>
                <TableCell>{words.amount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {text.lines.map((line, index) => {
                const total = liveLineTotal(line);
                const figures = lineFigures(line);
                return (
                  <TableRow key={index} data-preview-line={index}>
                    <TableCell>
                      {shown(line.description, line.description_ar)}
                      {line.optional ? <Chip size="small" label={words.optional} sx={{ mx: 0.5 }} /> : null}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {figures ? number(figures.quantityMilli / 1000) : '—'} {shown(line.unit, line.unit_ar)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{figures ? money(figures.unitPrice) : '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{total === null ? '—' : total === 0 ? words.included : money(total)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
        <Table size="small" sx={{ mt: 2, maxWidth: 420 }}>
          <TableBody>
            <TableRow>
              <TableCell component="th">{words.subtotal}</TableCell>
              <TableCell>{money(totals.subtotal)}</TableCell>
            </TableRow>
            {totals.discount ? (
              <TableRow>
                <TableCell component="th">{words.discount_row}</TableCell>
                <TableCell>{money(-totals.discount)}</TableCell>
              </TableRow>
            ) : null}
            <TableRow>
              <TableCell component="th">{words.vat.replace('%{rate}', formatPercent(totals.vat_rate, language))}</TableCell>
              <TableCell>{money(totals.vat)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" sx={{ fontWeight: 700 }}>
                {words.total}
              </TableCell>
              <TableCell sx={{ fontWeight: 700 }} data-preview-total>
                {money(totals.total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {text.schedule.length ? (
          <>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
              {words.schedule}
            </Typography>
            <Table size="small" sx={{ maxWidth: 560 }}>
              <TableBody>
                {text.schedule.map((step, index) => (
                  <TableRow key={index}>
                    <TableCell>{shown(step.label, step.label_ar)}</TableCell>
                    <TableCell>{dueLabel(step.due)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${number(Number(step.percent) || 0)} ${arabic ? '٪' : '%'}`}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{money(amounts[index] ?? 0)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
