// The business charts (issue 39), drawn with MUI X Charts, which follows the console's theme (light and dark) and its
// direction; loaded with import() by InsightsPage, so the rest of the console does not carry the library. Each chart
// has its CSV beside it; the ageing bars open the list of instalments behind the one chosen.
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { AGEING_PAGE_SIZE, ageingBuckets, leadWords, MARGIN_PAGE_SIZE, stageLabel, type AgeingBucket } from '@fitout/shared';
import { ChartCard, ExportButton, Loaded, Pager, Totals } from './ChartCard.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { type PeriodChoice, useAgeing, useAgeingList, useConversion, useFunnel, useMargins, useMoney, usePipeline, useStages } from './insightApi.ts';
import { useInsightWords } from './useInsightWords.ts';

/** The charts' shared look: the height, and the axis read right to left in Arabic. */
function useChartLook() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return { height: phone ? 260 : 320, rtl: theme.direction === 'rtl', phone };
}

/** A link to the order's page in the console, by its number. */
function OrderLink({ id }: { id: number }) {
  const { number } = useInsightWords();
  return (
    <Link component={RouterLink} to={`/orders/${id}/show`}>
      {number(id)}
    </Link>
  );
}

function MoneyChart({ choice }: { choice: PeriodChoice }) {
  const { w, money, tick, month } = useInsightWords();
  const look = useChartLook();
  return (
    <ChartCard name="money" title={w('money_title')} help={w('money_help')} of={{ chart: 'money', choice }} query={useMoney(choice)}>
      {(data) => (
        <>
          <Totals mb={1}>
            <Typography data-total="received">
              {w('received')}: <strong>{money(data.received)}</strong>
            </Typography>
            <Typography data-total="due">
              {w('due')}: <strong>{money(data.due)}</strong>
            </Typography>
          </Totals>
          <BarChart
            height={look.height}
            dataset={data.months}
            xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (value: string) => month(value), reverse: look.rtl }]}
            yAxis={[{ valueFormatter: (value: number) => tick(value), position: look.rtl ? 'right' : 'left', width: 56 }]}
            series={[
              { dataKey: 'received', label: w('received'), valueFormatter: (value) => money(value ?? 0) },
              { dataKey: 'due', label: w('due'), valueFormatter: (value) => money(value ?? 0) },
            ]}
            margin={{ left: 8, right: 8 }}
          />
        </>
      )}
    </ChartCard>
  );
}

function AgeingTable({ bucket }: { bucket: AgeingBucket }) {
  const { w, money, number, day, arabic } = useInsightWords();
  const [page, setPage] = useState(1);
  const title = w('list_of', { bucket: w(`buckets.${bucket}`) });
  return (
    <Loaded query={useAgeingList(bucket, page)}>
      {({ items, total }) => (
        <Box component="section" aria-label={title} data-ageing-list={bucket} sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <ExportButton of={{ chart: 'ageingList', bucket }} chart={title} />
          </Box>
          {items.length === 0 ? (
            <Typography color="text.secondary">{w('list_none')}</Typography>
          ) : (
            <FiguresTable
              rows={items}
              rowKey={(item) => `${item.order_id}-${item.label}-${item.due_on}`}
              columns={[
                { head: w('order'), cell: (item) => <OrderLink id={item.order_id} /> },
                { head: w('customer'), cell: (item) => item.full_name },
                { head: w('instalment'), cell: (item) => (arabic ? item.label_ar : item.label) },
                { head: w('outstanding'), cell: (item) => money(item.outstanding), numeric: true, nowrap: true },
                { head: w('due_on'), cell: (item) => (item.due_on ? day(item.due_on) : w('not_yet')), nowrap: true },
                { head: w('days_late'), cell: (item) => (item.days_late === null ? '—' : number(item.days_late)), numeric: true },
              ]}
            />
          )}
          <Pager shown={items.length} total={total} pageSize={AGEING_PAGE_SIZE} page={page} onPage={setPage} />
        </Box>
      )}
    </Loaded>
  );
}

function AgeingChart() {
  const { w, money, tick } = useInsightWords();
  const look = useChartLook();
  const theme = useTheme();
  const query = useAgeing();
  const [bucket, setBucket] = useState<AgeingBucket | null>(null);
  const data = query.data?.buckets.map((row) => ({ ...row, name: w(`buckets.${row.bucket}`) })) ?? [];
  return (
    <ChartCard name="ageing" title={w('ageing_title')} help={w('ageing_help')} of={{ chart: 'ageing' }} query={query}>
      {(ageing) => (
        <>
          <Typography sx={{ mb: 1 }} data-total="outstanding">
            <strong>{w('total_owed', { amount: money(ageing.outstanding) })}</strong>
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
              const row = ageing.buckets.find((found) => found.bucket === option.value);
              return (
                <ToggleButton key={option.value} value={option.value} data-bucket={option.value}>
                  {w(`buckets.${option.value}`)} · {money(row?.outstanding ?? 0)}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
          {bucket ? <AgeingTable key={bucket} bucket={bucket} /> : null}
        </>
      )}
    </ChartCard>
  );
}

/** A chart above its figures, the two stacked. */
function Stacked({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>{children}</Box>;
}

function StagesChart({ choice }: { choice: PeriodChoice }) {
  const { w, number, days, arabic } = useInsightWords();
  const look = useChartLook();
  const query = useStages(choice);
  const title = w('stages_title');
  const data = query.data?.stages.map((row) => ({ ...row, name: stageLabel(row.stage, arabic ? 'ar' : 'en') })) ?? [];
  return (
    <ChartCard name="stages" title={title} help={w('stages_help')} of={{ chart: 'stages', choice }} query={query}>
      {() => (
        <Stacked>
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
          <FiguresTable
            label={title}
            rows={data}
            rowKey={(row) => row.stage}
            rowData={(row) => ({ 'data-stage': row.stage })}
            columns={[
              { head: w('stage'), cell: (row) => row.name },
              { head: w('jobs'), cell: (row) => number(row.jobs), numeric: true },
              { head: w('average_days'), cell: (row) => (row.average_days === null ? '—' : days(row.average_days)), numeric: true },
            ]}
          />
        </Stacked>
      )}
    </ChartCard>
  );
}

function ConversionChart({ choice }: { choice: PeriodChoice }) {
  const { w, number, percent } = useInsightWords();
  const look = useChartLook();
  const query = useConversion(choice);
  const data = query.data?.outcomes.map((row) => ({ ...row, name: w(`outcomes.${row.outcome}`) })) ?? [];
  return (
    <ChartCard name="conversion" title={w('conversion_title')} help={w('conversion_help')} of={{ chart: 'conversion', choice }} query={query}>
      {(conversion) => (
        <>
          <Totals mb={1}>
            <Typography>
              {w('sent')}: <strong>{number(conversion.sent)}</strong>
            </Typography>
            {conversion.rate !== null ? (
              <Typography>
                <strong>{w('rate', { rate: percent(conversion.rate) })}</strong>
              </Typography>
            ) : null}
          </Totals>
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
    <ChartCard name="pipeline" title={title} help={w('pipeline_help')} of={{ chart: 'pipeline', choice }} query={query}>
      {(pipeline) => (
        <Stacked>
          <Typography data-total="pipeline">
            <strong>{w('pipeline_total', { count: number(pipeline.count), amount: money(pipeline.value) })}</strong>
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
          <FiguresTable
            label={title}
            rows={data}
            rowKey={(row) => row.stage}
            rowData={(row) => ({ 'data-lead-stage': row.stage })}
            columns={[
              { head: w('stage'), cell: (row) => row.name },
              { head: w('leads'), cell: (row) => number(row.count), numeric: true },
              { head: w('value'), cell: (row) => money(row.value), numeric: true, nowrap: true },
            ]}
          />
        </Stacked>
      )}
    </ChartCard>
  );
}

function FunnelChart({ choice }: { choice: PeriodChoice }) {
  const { w, number, percent, arabic } = useInsightWords();
  const look = useChartLook();
  const query = useFunnel(choice);
  const reasons = leadWords[arabic ? 'ar' : 'en'].reasons;
  const data = query.data?.steps.map((row) => ({ ...row, name: w(`steps.${row.step}`) })) ?? [];
  const lost = query.data?.lost_reasons.filter((row) => row.count > 0) ?? [];
  return (
    <ChartCard name="funnel" title={w('funnel_title')} help={w('funnel_help')} of={{ chart: 'funnel', choice }} query={query}>
      {(funnel) => (
        <Stacked>
          <Totals>
            <Typography>
              {w('leads')}: <strong>{number(funnel.steps[0]?.count ?? 0)}</strong>
            </Typography>
            {funnel.rate !== null ? (
              <Typography data-total="funnel-rate">
                <strong>{w('funnel_rate', { rate: percent(funnel.rate) })}</strong>
              </Typography>
            ) : null}
            <Typography>
              {w('lost')}: <strong>{number(funnel.lost)}</strong>
            </Typography>
          </Totals>
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
              <FiguresTable
                label={w('lost_reasons')}
                rows={lost}
                rowKey={(row) => row.reason}
                rowData={(row) => ({ 'data-lost-reason': row.reason })}
                columns={[
                  { head: w('reason'), cell: (row) => reasons[row.reason] },
                  { head: w('leads'), cell: (row) => number(row.count), numeric: true },
                ]}
              />
            )}
          </Box>
        </Stacked>
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
  /** The package in the console's language (its Arabic title where the catalogue has one). */
  const packageName = (row: { package: string; package_ar: string }) => (arabic && row.package_ar) || row.package || w('no_package');
  const data = query.data?.packages.map((row) => ({ ...row, name: packageName(row) })) ?? [];
  const share = (value: number | null) => (value === null ? '—' : percent(value));
  /** The figures a package and a job share: what was signed, what it cost, what is left. */
  const figures = [
    { head: w('contract'), cell: (row: { contract: number }) => money(row.contract), numeric: true, nowrap: true },
    { head: w('costs'), cell: (row: { costs: number }) => money(row.costs), numeric: true, nowrap: true },
    {
      head: w('margin'),
      cell: (row: { margin: number }) => money(row.margin),
      numeric: true,
      nowrap: true,
      negative: (row: { margin: number }) => row.margin < 0,
    },
    { head: w('margin_percent'), cell: (row: { percent: number | null }) => share(row.percent), numeric: true },
  ];
  return (
    <ChartCard name="margins" wide title={w('margins_title')} help={w('margins_help')} of={{ chart: 'margins', choice }} query={query}>
      {(margins) => (
        <Stacked>
          <Totals>
            <Typography>
              {w('contract')}: <strong>{money(margins.contract)}</strong>
            </Typography>
            <Typography>
              {w('costs')}: <strong>{money(margins.costs)}</strong>
            </Typography>
            <Typography>
              {w('jobs')}: <strong>{number(margins.jobs_total)}</strong>
            </Typography>
            <Typography data-total="margin">
              <strong>{w('margins_total', { amount: money(margins.margin) })}</strong>{' '}
              {margins.percent !== null ? w('margins_percent', { percent: share(margins.percent) }) : null}
            </Typography>
          </Totals>
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
            <FiguresTable
              label={w('package')}
              rows={data}
              rowKey={(row) => row.package}
              rowData={(row) => ({ 'data-package': row.package })}
              columns={[
                { head: w('package'), cell: (row) => row.name },
                { head: w('jobs'), cell: (row) => number(row.jobs), numeric: true },
                ...figures,
                { head: w('average_margin'), cell: (row) => money(row.average_margin), numeric: true, nowrap: true },
              ]}
            />
          ) : null}
          <Box component="section" aria-label={w('jobs_list')}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {w('jobs_list')}
            </Typography>
            {margins.jobs.length === 0 ? (
              <Typography color="text.secondary">{w('jobs_none')}</Typography>
            ) : (
              <FiguresTable
                rows={margins.jobs}
                rowKey={(job) => job.order_id}
                rowData={(job) => ({ 'data-job': job.order_id })}
                columns={[
                  { head: w('order'), cell: (job) => <OrderLink id={job.order_id} /> },
                  { head: w('customer'), cell: (job) => job.full_name },
                  { head: w('package'), cell: packageName },
                  { head: w('completed_on'), cell: (job) => day(job.completed_on), nowrap: true },
                  ...figures,
                ]}
              />
            )}
            <Pager shown={margins.jobs.length} total={margins.jobs_total} pageSize={MARGIN_PAGE_SIZE} page={page} onPage={setPage} />
          </Box>
        </Stacked>
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
