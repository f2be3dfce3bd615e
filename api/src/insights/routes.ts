import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { insights } from '@fitout/shared/contract';
import type { AgeingBucket } from '@fitout/shared';
import { route } from '../http/contract.ts';
import { ageingChart, ageingList, cairoToday, conversionChart, funnelChart, marginChart, moneyChart, pipelineChart, stagesChart } from './service.ts';
import { ageingCsv, ageingListCsv, conversionCsv, funnelCsv, marginCsv, moneyCsv, pipelineCsv, stagesCsv } from './csv.ts';
import { periodOf } from './period.ts';

/** A chart's data as a CSV attachment, named after the chart and its days. */
const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(body);

/**
 * Each chart's JSON is answered from memory with the order lists (each caller's own entry): every table the charts read
 * (the orders, quotes, payments, changes, leads, and the job margins kept from those and the bills) empties that cache
 * when it changes (app.ordersChanged and the triggers on `fitout_orders`, migrations 0009 to 0047). A CSV download is
 * built each time.
 */
const chartCache = { cache: 'orders', uncachedWhen: (request: FastifyRequest) => (request.query as { format?: string }).format === 'csv' } as const;

/** The business at a glance (issue 39), for owner and sales: each chart as JSON, or its data as CSV (`format=csv`). */
export default async function insightRoutes(app: FastifyInstance) {
  route(app, insights.money, chartCache, async (request, reply) => {
    const chart = await moneyChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `money-${chart.period.from}-${chart.period.to}`, moneyCsv(chart));
    return chart;
  });
  route(app, insights.ageing, chartCache, async (request, reply) => {
    const chart = await ageingChart(app);
    if (request.query.format === 'csv') return sendCsv(reply, `ageing-${chart.as_of}`, ageingCsv(chart));
    return chart;
  });
  route(app, insights.ageingList, chartCache, async (request, reply) => {
    const bucket = request.params.bucket as AgeingBucket;
    if (request.query.format === 'csv') return sendCsv(reply, `ageing-${bucket}-${cairoToday()}`, ageingListCsv(await ageingList(app, bucket, null)));
    return ageingList(app, bucket, request.query.page ?? 1);
  });
  route(app, insights.stages, chartCache, async (request, reply) => {
    const chart = await stagesChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `stages-${chart.period.from}-${chart.period.to}`, stagesCsv(chart));
    return chart;
  });
  route(app, insights.conversion, chartCache, async (request, reply) => {
    const chart = await conversionChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `conversion-${chart.period.from}-${chart.period.to}`, conversionCsv(chart));
    return chart;
  });
  route(app, insights.pipeline, chartCache, async (request, reply) => {
    const chart = await pipelineChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `pipeline-${chart.period.from}-${chart.period.to}`, pipelineCsv(chart));
    return chart;
  });
  route(app, insights.funnel, chartCache, async (request, reply) => {
    const chart = await funnelChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `funnel-${chart.period.from}-${chart.period.to}`, funnelCsv(chart));
    return chart;
  });
  route(app, insights.margins, chartCache, async (request, reply) => {
    const period = periodOf(request.query, cairoToday());
    if (request.query.format === 'csv') return sendCsv(reply, `margins-${period.from}-${period.to}`, marginCsv(await marginChart(app, period, null)));
    return marginChart(app, period, request.query.page ?? 1);
  });
}
