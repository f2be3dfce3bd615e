// The frame every business chart sits in: its title and help, its CSV, and its figures once read (a line while they
// load, an alert when they could not be); with the pager of the lists a chart opens.
import { type ReactNode, useState } from 'react';
import { useNotify } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { type CsvOf, downloadCsv } from './insightApi.ts';
import { useInsightWords } from './useInsightWords.ts';

export function ExportButton({ of, chart }: { of: CsvOf; chart: string }) {
  const { w } = useInsightWords();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(of);
    } catch {
      notify('console.insights.export_failed', { type: 'error' });
    }
    setBusy(false);
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={busy} aria-label={w('export_of', { chart })}>
      {w('export')}
    </Button>
  );
}

type Read<T> = { data?: T; isPending: boolean; isError: boolean };

/** What a read answered, drawn by `children`; until then a line saying it loads, or that it failed. */
export function Loaded<T>({ query, children }: { query: Read<T>; children: (data: T) => ReactNode }) {
  const { w } = useInsightWords();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <Alert severity="error">{w('load_failed')}</Alert>;
  return (
    <Typography color="text.secondary" sx={{ py: 4 }}>
      {w('loading')}
    </Typography>
  );
}

export function ChartCard<T>({
  name,
  title,
  help,
  of,
  wide,
  query,
  children,
}: {
  name: string;
  title: string;
  help: string;
  /** The chart's CSV. */
  of: CsvOf;
  /** Across both columns of the page. */
  wide?: boolean;
  query: Read<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} data-chart={name} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <CardHeader
        title={title}
        subheader={help}
        action={<ExportButton of={of} chart={title} />}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Loaded query={query}>{children}</Loaded>
      </CardContent>
    </Card>
  );
}

/** A chart's totals, in one line that wraps. */
export function Totals({ children, mb }: { children: ReactNode /** Room below, when a chart follows directly. */; mb?: number }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb }}>{children}</Box>;
}

/** Under a list longer than a page: how many of how many are shown, and the previous and next pages. */
export function Pager({
  shown,
  total,
  pageSize,
  page,
  onPage,
}: {
  shown: number;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { w, number } = useInsightWords();
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {w('more', { shown: number(shown), total: number(total) })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {w('previous')}
      </Button>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {w('next')}
      </Button>
    </Box>
  );
}
