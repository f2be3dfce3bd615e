// The business charts (issue 39), drawn with MUI X Charts, which follows the console's theme (light and dark) and its
// direction; loaded with import() by InsightsPage, so the rest of the console does not carry the library. Each chart
// has its CSV beside it; the ageing bars open the list of instalments behind the one chosen.
import { type ReactNode, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import { AGEING_PAGE_SIZE, ageingBuckets, leadWords, MARGIN_PAGE_SIZE, stageLabel, type AgeingBucket } from '@fitout/shared';
import {
  type CsvOf,
  downloadCsv,
  type PeriodChoice,
  useAgeing,
  useAgeingList,
  useConversion,
  useFunnel,
  useMargins,
  useMoney,
  usePipeline,
  useStages,
} from './insightApi.ts';
import { useInsightWords } from './useInsightWords.ts';

function ExportButton({ of, chart }: { of: CsvOf; chart: string }) {
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

function ChartCard({
  title,
  help,
  action,
  name,
  wide,
  children,
}: {
  title: string;
  help: string;
  action: ReactNode;
  name: string;
  /** Across both columns of the page. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} data-chart={name} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <CardHeader
        title={title}
        subheader={help}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function Loading({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { w } = useInsightWords();
  if (query.isError) return <Alert severity="error">{w('load_failed')}</Alert>;
  return (
    <Typography color="text.secondary" sx={{ py: 4 }}>
      {w('loading')}
    </Typography>
  );
}

/** The charts' shared look: the height, and the axis read right to left in Arabic. */
function useChartLook() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return { height: phone ? 260 : 320, rtl: theme.direction === 'rtl', phone };
}

function MoneyChart({ choice }: { choice: PeriodChoice }) {
  const { w, money, tick, month } = useInsightWords();
  const look = useChartLook();
  const query = useMoney(choice);
  const title = w('money_title');
  return (
    <ChartCard name="money" title={title} help={w('money_help')} action={<ExportButton of={{ chart: 'money', choice }} chart={title} />}>
      {query.data ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 1 }}>
            <Typography data-total="received">
              {w('received')}: <strong>{money(query.data.received)}</strong>
            </Typography>
            <Typography data-total="due">
              {w('due')}: <strong>{money(query.data.due)}</strong>
            </Typography>
          </Box>
          <BarChart
            height={look.height}
            dataset={query.data.months}
            xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (value: string) => month(value), reverse: look.rtl }]}
            yAxis={[{ valueFormatter: (value: number) => tick(value), position: look.rtl ? 'right' : 'left', width: 56 }]}
            series={[
              { dataKey: 'received', label: w('received'), valueFormatter: (value) => money(value ?? 0) },
              { dataKey: 'due', label: w('due'), valueFormatter: (value) => money(value ?? 0) },
            ]}
            margin={{ left: 8, right: 8 }}
          />
        </>
      ) : (
        <Loading query={query} />
      )}
    </ChartCard>
  );
}

function AgeingTable({ bucket }: { bucket: AgeingBucket }) {
  const { w, money, number, day, arabic } = useInsightWords();
  const [page, setPage] = useState(1);
  const query = useAgeingList(bucket, page);
  if (!query.data) return <Loading query={query} />;
  const { items, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / AGEING_PAGE_SIZE));
  return (
    <Box component="section" aria-label={w('list_of', { bucket: w(`buckets.${bucket}`) })} data-ageing-list={bucket} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {w('list_of', { bucket: w(`buckets.${bucket}`) })}
        </Typography>
        <ExportButton of={{ chart: 'ageingList', bucket }} chart={w('list_of', { bucket: w(`buckets.${bucket}`) })} />
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">{w('list_none')}</Typography>
      ) : (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{w('order')}</TableCell>
                <TableCell>{w('customer')}</TableCell>
                <TableCell>{w('instalment')}</TableCell>
                <TableCell align="right">{w('outstanding')}</TableCell>
                <TableCell>{w('due_on')}</TableCell>
                <TableCell align="right">{w('days_late')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={`${item.order_id}-${item.label}-${item.due_on}`}>
                  <TableCell>
                    <Link component={RouterLink} to={`/orders/${item.order_id}/show`}>
                      {number(item.order_id)}
                    </Link>
                  </TableCell>
                  <TableCell>{item.full_name}</TableCell>
                  <TableCell>{arabic ? item.label_ar : item.label}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(item.outstanding)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.due_on ? day(item.due_on) : w('not_yet')}</TableCell>
                  <TableCell align="right">{item.days_late === null ? '—' : number(item.days_late)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {total > AGEING_PAGE_SIZE ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {w('more', { shown: number(items.length), total: number(total) })}
          </Typography>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {w('previous')}
          </Button>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {w('next')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

function AgeingChart() {
  const { w, money, tick } = useInsightWords();
  const look = useChartLook();
  const theme = useTheme();
  const query = useAgeing();
  const [bucket, setBucket] = useState<AgeingBucket | null>(null);
  const title = w('ageing_title');
  const data = query.data?.buckets.map((row) => ({ ...row, name: w(`buckets.${row.bucket}`) })) ?? [];
  return (
    <ChartCard name="ageing" title={title} help={w('ageing_help')} action={<ExportButton of={{ chart: 'ageing' }} chart={title} />}>
      {query.data ? (
        <>
          <Typography sx={{ mb: 1 }} data-total="outstanding">
            <strong>{w('total_owed', { amount: money(query.data.outstanding) })}</strong>
          </Typography>
          <BarChart
            height={look.height}
            dataset={data}
            xAxis={[
              {
                scaleType: 'band',
                dataKey: 'name',
                reverse: look.rtl,
                colorMap: {
                  type: 'ordinal',
                  values: data.map((row) => row.name),
                  colors: [theme.palette.info.main, theme.palette.success.main, theme.palette.warning.main, theme.palette.error.main],
                },
              },
            ]}
            yAxis={[{ valueFormatter: (value: number) => tick(value), position: look.rtl ? 'right' : 'left', width: 56 }]}
            series={[{ dataKey: 'outstanding', label: w('outstanding'), valueFormatter: (value) => money(value ?? 0) }]}
            onItemClick={(_event, item) => {
              const chosen = data[item.dataIndex as number];
              if (chosen) setBucket(chosen.bucket as AgeingBucket);
            }}
            hideLegend
            margin={{ left: 8, right: 8 }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={bucket}
            onChange={(_event, value: AgeingBucket | null) => setBucket(value)}
            sx={{ flexWrap: 'wrap', mt: 1 }}
          >
            {ageingBuckets.map((option) => {
              const row = query.data.buckets.find((found) => found.bucket === option.value);
              return (
                <ToggleButton key={option.value} value={option.value} data-bucket={option.value}>
                  {w(`buckets.${option.value}`)} · {money(row?.outstanding ?? 0)}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
          {bucket ? <AgeingTable key={bucket} bucket={bucket} /> : null}
        </>
      ) : (
        <Loading query={query} />
      )}
    </ChartCard>
  );
}

function StagesChart({ choice }: { choice: PeriodChoice }) {
  const { w, number, days, arabic } = useInsightWords();
  const look = useChartLook();
  const query = useStages(choice);
  const title = w('stages_title');
  const data = query.data?.stages.map((row) => ({ ...row, name: stageLabel(row.stage, arabic ? 'ar' : 'en') })) ?? [];
  return (
    <ChartCard name="stages" title={title} help={w('stages_help')} action={<ExportButton of={{ chart: 'stages', choice }} chart={title} />}>
      {query.data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <BarChart
            height={look.phone ? 360 : 340}
            layout="horizontal"
            dataset={data}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: look.phone ? 110 : 150, position: look.rtl ? 'right' : 'left' }]}
            xAxis={[{ valueFormatter: (value: number) => number(value), reverse: look.rtl, tickMinStep: 1 }]}
            series={[{ dataKey: 'jobs', label: w('jobs'), valueFormatter: (value) => number(value ?? 0) }]}
            hideLegend
            margin={{ left: 8, right: 16 }}
          />
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{w('stage')}</TableCell>
                  <TableCell align="right">{w('jobs')}</TableCell>
                  <TableCell align="right">{w('average_days')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.stage} data-stage={row.stage}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell align="right">{number(row.jobs)}</TableCell>
                    <TableCell align="right">{row.average_days === null ? '—' : days(row.average_days)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ) : (
        <Loading query={query} />
      )}
    </ChartCard>
  );
}

function ConversionChart({ choice }: { choice: PeriodChoice }) {
  const { w, number, percent } = useInsightWords();
  const look = useChartLook();
  const query = useConversion(choice);
  const title = w('conversion_title');
  const data = query.data?.outcomes.map((row) => ({ ...row, name: w(`outcomes.${row.outcome}`) })) ?? [];
  return (
    <ChartCard
      name="conversion"
      title={title}
      help={w('conversion_help')}
      action={<ExportButton of={{ chart: 'conversion', choice }} chart={title} />}
    >
      {query.data ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 1 }}>
            <Typography>
              {w('sent')}: <strong>{number(query.data.sent)}</strong>
            </Typography>
            {query.data.rate !== null ? (
              <Typography>
                <strong>{w('rate', { rate: percent(query.data.rate) })}</strong>
              </Typography>
            ) : null}
          </Box>
          <BarChart
            height={look.height}
            layout="horizontal"
            dataset={data}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: look.phone ? 110 : 130, position: look.rtl ? 'right' : 'left' }]}
            xAxis={[{ valueFormatter: (value: number) => number(value), reverse: look.rtl, tickMinStep: 1 }]}
            series={[{ dataKey: 'count', label: w('sent'), valueFormatter: (value) => number(value ?? 0) }]}
            hideLegend
            margin={{ left: 8, right: 8 }}
          />
        </>
      ) : (
        <Loading query={query} />
      )}
    </ChartCard>
  );
}

function PipelineChart({ choice }: { choice: PeriodChoice }) {
  const { w, money, tick, number, arabic } = useInsightWords();
  const look = useChartLook();
  const query = usePipeline(choice);
  const title = w('pipeline_title');
  const stages = leadWords[arabic ? 'ar' : 'en'].stages;
  const data = query.data?.stages.map((row) => ({ ...row, name: stages[row.stage] })) ?? [];
  return (
    <ChartCard name="pipeline" title={title} help={w('pipeline_help')} action={<ExportButton of={{ chart: 'pipeline', choice }} chart={title} />}>
      {query.data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography data-total="pipeline">
            <strong>{w('pipeline_total', { count: number(query.data.count), amount: money(query.data.value) })}</strong>
          </Typography>
          <BarChart
            height={look.phone ? 260 : 280}
            layout="horizontal"
            dataset={data}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: look.phone ? 100 : 120, position: look.rtl ? 'right' : 'left' }]}
            xAxis={[{ valueFormatter: (value: number) => tick(value), reverse: look.rtl }]}
            series={[{ dataKey: 'value', label: w('value'), valueFormatter: (value) => money(value ?? 0) }]}
            hideLegend
            // Room at the axis's end for its last tick (١٫٥ مليون is wider than 2.5M).
            margin={{ left: look.rtl ? 40 : 24, right: look.rtl ? 24 : 40 }}
          />
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{w('stage')}</TableCell>
                  <TableCell align="right">{w('leads')}</TableCell>
                  <TableCell align="right">{w('value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.stage} data-lead-stage={row.stage}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell align="right">{number(row.count)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(row.value)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ) : (
        <Loading query={query} />
      )}
    </ChartCard>
  );
}

function FunnelChart({ choice }: { choice: PeriodChoice }) {
  const { w, number, percent, arabic } = useInsightWords();
  const look = useChartLook();
  const query = useFunnel(choice);
  const title = w('funnel_title');
  const reasons = leadWords[arabic ? 'ar' : 'en'].reasons;
  const data = query.data?.steps.map((row) => ({ ...row, name: w(`steps.${row.step}`) })) ?? [];
  const lost = query.data?.lost_reasons.filter((row) => row.count > 0) ?? [];
  return (
    <ChartCard name="funnel" title={title} help={w('funnel_help')} action={<ExportButton of={{ chart: 'funnel', choice }} chart={title} />}>
      {query.data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Typography>
              {w('leads')}: <strong>{number(query.data.steps[0]?.count ?? 0)}</strong>
            </Typography>
            {query.data.rate !== null ? (
              <Typography data-total="funnel-rate">
                <strong>{w('funnel_rate', { rate: percent(query.data.rate) })}</strong>
              </Typography>
            ) : null}
            <Typography>
              {w('lost')}: <strong>{number(query.data.lost)}</strong>
            </Typography>
          </Box>
          <BarChart
            height={look.phone ? 240 : 260}
            layout="horizontal"
            dataset={data}
            yAxis={[
              {
                scaleType: 'band',
                dataKey: 'name',
                width: look.phone ? 110 : 130,
                position: look.rtl ? 'right' : 'left',
              },
            ]}
            xAxis={[{ valueFormatter: (value: number) => number(value), reverse: look.rtl, tickMinStep: 1 }]}
            series={[{ dataKey: 'count', label: w('leads'), valueFormatter: (value) => number(value ?? 0) }]}
            hideLegend
            margin={{ left: 24, right: 24 }}
          />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {w('lost_reasons')}
            </Typography>
            {lost.length === 0 ? (
              <Typography color="text.secondary">{w('none_lost')}</Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-label={w('lost_reasons')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{w('reason')}</TableCell>
                      <TableCell align="right">{w('leads')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {lost.map((row) => (
                      <TableRow key={row.reason} data-lost-reason={row.reason}>
                        <TableCell>{reasons[row.reason]}</TableCell>
                        <TableCell align="right">{number(row.count)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Box>
        </Box>
      ) : (
        <Loading query={query} />
      )}
    </ChartCard>
  );
}

function MarginChart({ choice }: { choice: PeriodChoice }) {
  const { w, money, tick, number, percent, day, arabic } = useInsightWords();
  const look = useChartLook();
  const theme = useTheme();
  const [page, setPage] = useState(1);
  const query = useMargins(choice, page);
  const title = w('margins_title');
  /** The package in the console's language (its Arabic title where the catalogue has one). */
  const packageName = (row: { package: string; package_ar: string }) => (arabic && row.package_ar) || row.package || w('no_package');
  const data = query.data?.packages.map((row) => ({ ...row, name: packageName(row) })) ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.jobs_total ?? 0) / MARGIN_PAGE_SIZE));
  const share = (value: number | null) => (value === null ? '—' : percent(value));
  return (
    <ChartCard name="margins" wide title={title} help={w('margins_help')} action={<ExportButton of={{ chart: 'margins', choice }} chart={title} />}>
      {query.data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Typography>
              {w('contract')}: <strong>{money(query.data.contract)}</strong>
            </Typography>
            <Typography>
              {w('costs')}: <strong>{money(query.data.costs)}</strong>
            </Typography>
            <Typography>
              {w('jobs')}: <strong>{number(query.data.jobs_total)}</strong>
            </Typography>
            <Typography data-total="margin">
              <strong>{w('margins_total', { amount: money(query.data.margin) })}</strong>{' '}
              {query.data.percent !== null ? w('margins_percent', { percent: share(query.data.percent) }) : null}
            </Typography>
          </Box>
          {data.length ? (
            <BarChart
              height={look.height}
              dataset={data}
              xAxis={[{ scaleType: 'band', dataKey: 'name', reverse: look.rtl, height: 40 }]}
              yAxis={[{ valueFormatter: (value: number) => tick(value), position: look.rtl ? 'right' : 'left', width: 56 }]}
              series={[
                { dataKey: 'contract', label: w('contract'), color: theme.palette.info.main, valueFormatter: (value) => money(value ?? 0) },
                { dataKey: 'costs', label: w('costs'), color: theme.palette.warning.main, valueFormatter: (value) => money(value ?? 0) },
                { dataKey: 'margin', label: w('margin'), color: theme.palette.success.main, valueFormatter: (value) => money(value ?? 0) },
              ]}
              margin={{ left: 8, right: 8 }}
            />
          ) : null}
          {data.length ? (
            <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Table size="small" aria-label={w('package')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{w('package')}</TableCell>
                    <TableCell align="right">{w('jobs')}</TableCell>
                    <TableCell align="right">{w('contract')}</TableCell>
                    <TableCell align="right">{w('costs')}</TableCell>
                    <TableCell align="right">{w('margin')}</TableCell>
                    <TableCell align="right">{w('margin_percent')}</TableCell>
                    <TableCell align="right">{w('average_margin')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((row) => (
                    <TableRow key={row.package} data-package={row.package}>
                      <TableCell>{row.name}</TableCell>
                      <TableCell align="right">{number(row.jobs)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(row.contract)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(row.costs)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: row.margin < 0 ? 'error.main' : undefined }}>
                        {money(row.margin)}
                      </TableCell>
                      <TableCell align="right">{share(row.percent)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(row.average_margin)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
          <Box component="section" aria-label={w('jobs_list')}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {w('jobs_list')}
            </Typography>
            {query.data.jobs.length === 0 ? (
              <Typography color="text.secondary">{w('jobs_none')}</Typography>
            ) : (
              <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{w('order')}</TableCell>
                      <TableCell>{w('customer')}</TableCell>
                      <TableCell>{w('package')}</TableCell>
                      <TableCell>{w('completed_on')}</TableCell>
                      <TableCell align="right">{w('contract')}</TableCell>
                      <TableCell align="right">{w('costs')}</TableCell>
                      <TableCell align="right">{w('margin')}</TableCell>
                      <TableCell align="right">{w('margin_percent')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {query.data.jobs.map((job) => (
                      <TableRow key={job.order_id} data-job={job.order_id}>
                        <TableCell>
                          <Link component={RouterLink} to={`/orders/${job.order_id}/show`}>
                            {number(job.order_id)}
                          </Link>
                        </TableCell>
                        <TableCell>{job.full_name}</TableCell>
                        <TableCell>{packageName(job)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(job.completed_on)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {money(job.contract)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {money(job.costs)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: job.margin < 0 ? 'error.main' : undefined }}>
                          {money(job.margin)}
                        </TableCell>
                        <TableCell align="right">{share(job.percent)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {query.data.jobs_total > MARGIN_PAGE_SIZE ? (
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {w('more', { shown: number(query.data.jobs.length), total: number(query.data.jobs_total) })}
                </Typography>
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {w('previous')}
                </Button>
                <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {w('next')}
                </Button>
              </Box>
            ) : null}
          </Box>
        </Box>
      ) : (
        <Loading query={query} />
      )}
    </ChartCard>
  );
}

export default function Charts({ choice }: { choice: PeriodChoice }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <MoneyChart choice={choice} />
      <AgeingChart />
      <StagesChart choice={choice} />
      <ConversionChart choice={choice} />
      <PipelineChart choice={choice} />
      <FunnelChart choice={choice} />
      <MarginChart key={JSON.stringify(choice)} choice={choice} />
    </Box>
  );
}
