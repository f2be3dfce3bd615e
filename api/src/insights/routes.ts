import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** The business at a glance (issue 39), for owner and sales: each chart as JSON, or its data as CSV (`format=csv`). */
export default async function insightRoutes(app: FastifyInstance) {
  route(app, insights.money, {}, async (request, reply) => {
    const chart = await moneyChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `money-${chart.period.from}-${chart.period.to}`, moneyCsv(chart));
    return chart;
  });
  route(app, insights.ageing, {}, async (request, reply) => {
    const chart = await ageingChart(app);
    if (request.query.format === 'csv') return sendCsv(reply, `ageing-${chart.as_of}`, ageingCsv(chart));
    return chart;
  });
  route(app, insights.ageingList, {}, async (request, reply) => {
    const bucket = request.params.bucket as AgeingBucket;
    if (request.query.format === 'csv') return sendCsv(reply, `ageing-${bucket}-${cairoToday()}`, ageingListCsv(await ageingList(app, bucket, null)));
    return ageingList(app, bucket, request.query.page ?? 1);
  });
  route(app, insights.stages, {}, async (request, reply) => {
    const chart = await stagesChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `stages-${chart.period.from}-${chart.period.to}`, stagesCsv(chart));
    return chart;
  });
  route(app, insights.conversion, {}, async (request, reply) => {
    const chart = await conversionChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `conversion-${chart.period.from}-${chart.period.to}`, conversionCsv(chart));
    return chart;
  });
  route(app, insights.pipeline, {}, async (request, reply) => {
    const chart = await pipelineChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `pipeline-${chart.period.from}-${chart.period.to}`, pipelineCsv(chart));
    return chart;
  });
  route(app, insights.funnel, {}, async (request, reply) => {
    const chart = await funnelChart(app, periodOf(request.query, cairoToday()));
    if (request.query.format === 'csv') return sendCsv(reply, `funnel-${chart.period.from}-${chart.period.to}`, funnelCsv(chart));
    return chart;
  });
  route(app, insights.margins, {}, async (request, reply) => {
    const period = periodOf(request.query, cairoToday());
    if (request.query.format === 'csv') return sendCsv(reply, `margins-${period.from}-${period.to}`, marginCsv(await marginChart(app, period, null)));
    return marginChart(app, period, request.query.page ?? 1);
  });
}
