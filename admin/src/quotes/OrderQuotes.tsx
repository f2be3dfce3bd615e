// The order's quote in the console (issue 24): the draft to write, edit and send, or a revision to start; every
// version with its status, figures and, once answered, the customer's answer (the acceptance in full).
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { quoteDraftOf } from '@fitout/shared/contract';
import type { Quote, QuoteDraftRecord } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';
import { useIsSmall } from '../lists/useIsSmall.ts';
import { QuoteEditor } from './QuoteEditor.tsx';
import { TitledTable } from './TitledTable.tsx';
import { QuoteTotals, scrollsSideways, useMoney } from './QuoteTotals.tsx';
import { OrderPanel, useOrderPanel } from './OrderPanel.tsx';
import { prefillOf, useQuotes } from './quoteApi.ts';
import { useInLanguage } from '../i18n/useInLanguage.ts';

/** A version's lines: a table from a tablet's width; on a phone a list, the figures under each line and its total beside it. */
function QuoteLines({ quote }: { quote: Quote }) {
  const translate = useTranslate();
  const local = useInLanguage();
  const money = useMoney();
  const { number } = useFormats();
  const isSmall = useIsSmall();
  const w = (key: string) => translate(`console.quotes.${key}`);
  const description = (line: Quote['lines'][number]) => (
    <>
      <bdi>{line.description}</bdi>
      {line.description_ar ? (
        <Typography variant="body2" color="text.secondary" dir="rtl" lang="ar">
          {line.description_ar}
        </Typography>
      ) : null}
      {line.optional ? <Chip size="small" label={w('optional')} sx={{ mt: 0.5 }} /> : null}
    </>
  );
  if (isSmall)
    return (
      <Box component="ul" aria-label={w('lines')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {quote.lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            sx={{
              display: 'flex',
              gap: 1,
              justifyContent: 'space-between',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              opacity: line.included ? 1 : 0.6,
            }}
          >
            <Box>
              {description(line)}
              <Typography variant="body2" color="text.secondary">
                {number(line.quantity)} <bdi>{local(line.unit, line.unit_ar)}</bdi> × {money(line.unit_price)}
              </Typography>
            </Box>
            <Box sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{money(line.total)}</Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small" aria-label={w('lines')}>
      <TableHead>
        <TableRow>
          <TableCell>{w('description')}</TableCell>
          <TableCell align="right">{w('quantity')}</TableCell>
          <TableCell>{w('unit')}</TableCell>
          <TableCell align="right">{w('unit_price')}</TableCell>
          <TableCell align="right">{w('line_total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.lines.map((line) => (
          <TableRow key={line.id} sx={line.included ? undefined : { opacity: 0.6 }}>
            <TableCell>{description(line)}</TableCell>
            <TableCell align="right">{number(line.quantity)}</TableCell>
            <TableCell>
              <bdi>{local(line.unit, line.unit_ar)}</bdi>
            </TableCell>
            <TableCell align="right">{money(line.unit_price)}</TableCell>
            <TableCell align="right">{money(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function VersionDetails({ quote }: { quote: Quote }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // In Arabic the console shows the Arabic staff wrote, where there is some (the English otherwise).
  const inArabic = locale === 'ar';
  const local = useInLanguage();
  const money = useMoney();
  const { date, percent } = useFormats();
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.quotes.${key}`, args);
  const answer = quote.answer;
  return (
    <Box sx={scrollsSideways} data-quote-details>
      <QuoteLines quote={quote} />
      <QuoteTotals quote={answer ?? quote} />
      <TitledTable title={w('schedule')} heading="h4" sx={{ mt: 2 }}>
        {quote.schedule.map((step) => (
          <TableRow key={step.id}>
            <TableCell>
              <bdi>{local(step.label, step.label_ar)}</bdi>
            </TableCell>
            <TableCell>{w(`dues.${step.due}`)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {percent(step.percent)}
            </TableCell>
            <TableCell align="right">{money(step.amount)}</TableCell>
          </TableRow>
        ))}
      </TitledTable>
      {answer ? (
        <Box sx={{ mt: 2 }} data-answer={answer.kind}>
          <Typography variant="subtitle2" component="h4">
            {answer.kind === 'accepted' ? w('acceptance') : w('answer')}
          </Typography>
          <Table size="small">
            <TableBody>
              {(
                [
                  [w('status'), w(`statuses.${answer.kind}`)],
                  [w('answered_at'), date(answer.answered_at)],
                  ...(answer.kind === 'accepted'
                    ? [
                        [w('typed_name'), answer.full_name],
                        [
                          w('options_taken'),
                          quote.lines
                            .filter((line) => answer.options.includes(line.id))
                            .map((line) => local(line.description, line.description_ar))
                            .join(inArabic ? '، ' : ', ') || '—',
                        ],
                        [w('total'), money(answer.totals.total)],
                        [w('ip'), answer.ip],
                        [w('user_agent'), answer.user_agent],
                        [w('sha256'), answer.content_sha256],
                      ]
                    : [[w('answer'), answer.note]]),
                ] as [string, string][]
              ).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 200 }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <bdi>{value}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}

export function OrderQuotes() {
  const { order, translate, notify, refresh, money, reload } = useOrderPanel();
  const { date, number } = useFormats();
  const { data: versions = [], dataUpdatedAt } = useQuotes(order?.id ?? 0);
  const [start, setStart] = useState<(QuoteDraftRecord & { vat_rate: number }) | null>(null);
  if (!order) return null;
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.quotes.${key}`, args);
  const draft = versions.find((quote) => quote.status === 'draft');
  const sent = versions.filter((quote) => quote.status !== 'draft');
  const accepted = versions.some((quote) => quote.status === 'accepted');

  const begin = async () => {
    try {
      setStart(await prefillOf(order.id));
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  const done = () => {
    setStart(null);
    reload();
    // The order's stage and history change when a quote is sent.
    refresh();
  };

  return (
    <OrderPanel testId="order-quotes" title={w('title')}>
      {draft ? (
        <>
          <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
            {w('draft_of', { version: draft.version })}
          </Typography>
          <QuoteEditor
            key={`${draft.id}-${dataUpdatedAt}`}
            orderId={order.id}
            draft={draft}
            start={quoteDraftOf(draft)}
            vatRate={draft.totals.vat_rate}
            onDone={done}
          />
        </>
      ) : start ? (
        <QuoteEditor orderId={order.id} start={start} vatRate={start.vat_rate} onDone={done} onCancel={() => setStart(null)} />
      ) : accepted ? null : (
        <Button variant="contained" onClick={() => void begin()}>
          {sent.length ? w('revise') : w('write')}
        </Button>
      )}
      {!draft && !start && !sent.length ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {w('none')}
        </Typography>
      ) : null}
      {sent.length ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {w('versions')}
          </Typography>
          {sent.map((quote) => (
            <Accordion key={quote.id} defaultExpanded={quote.current} disableGutters data-version={quote.version}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                  <strong>
                    {w('version')} {number(quote.version)}
                  </strong>
                  <Chip size="small" color={quote.status === 'accepted' ? 'success' : 'default'} label={w(`statuses.${quote.status}`)} />
                  <span>{money((quote.answer ?? quote).totals.total)}</span>
                  {quote.sent_at ? <span>{date(quote.sent_at)}</span> : null}
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                <VersionDetails quote={quote} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ) : null}
    </OrderPanel>
  );
}
