// The business charts' calls (issue 39), through the contract's paths and the console's HTTP client.
import { useQuery } from '@tanstack/react-query';
import {
  insights,
  mayCall,
  pathOf,
  type AgeingChart,
  type AgeingList,
  type ConversionChart,
  type FunnelChart,
  type MarginChart,
  type MoneyChart,
  type PipelineChart,
  type StaffRole,
  type StagesChart,
} from '@fitout/shared/contract';
import type { AgeingBucket, InsightPeriod } from '@fitout/shared';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { httpClient } from '../dataProvider/httpClient.ts';

export const maySeeInsights = (role: StaffRole | null | undefined) => mayCall(insights.money.access, role);

/** The period the page reads: a named one, or custom days (both included). */
export type PeriodChoice = { period: InsightPeriod; from: string; to: string };

const periodQuery = (choice: PeriodChoice): Record<string, string> =>
  choice.period === 'custom' ? { period: 'custom', from: choice.from, to: choice.to } : { period: choice.period };

const urlOf = (path: string, query: Record<string, string>) => `${apiRoot}${path}?${new URLSearchParams(query)}`;

async function get<T>(path: string, query: Record<string, string>): Promise<T> {
  await refreshAuth();
  return (await httpClient(urlOf(path, query))).json as T;
}

export const useMoney = (choice: PeriodChoice) =>
  useQuery({ queryKey: ['insights', 'money', choice], queryFn: () => get<MoneyChart>(pathOf(insights.money), periodQuery(choice)) });
export const useAgeing = () => useQuery({ queryKey: ['insights', 'ageing'], queryFn: () => get<AgeingChart>(pathOf(insights.ageing), {}) });
export const useAgeingList = (bucket: AgeingBucket | null, page: number) =>
  useQuery({
    queryKey: ['insights', 'ageing', bucket, page],
    queryFn: () => get<AgeingList>(pathOf(insights.ageingList, { bucket: bucket! }), { page: String(page) }),
    enabled: bucket !== null,
  });
export const useStages = (choice: PeriodChoice) =>
  useQuery({ queryKey: ['insights', 'stages', choice], queryFn: () => get<StagesChart>(pathOf(insights.stages), periodQuery(choice)) });
export const useConversion = (choice: PeriodChoice) =>
  useQuery({ queryKey: ['insights', 'conversion', choice], queryFn: () => get<ConversionChart>(pathOf(insights.conversion), periodQuery(choice)) });

export const usePipeline = (choice: PeriodChoice) =>
  useQuery({ queryKey: ['insights', 'pipeline', choice], queryFn: () => get<PipelineChart>(pathOf(insights.pipeline), periodQuery(choice)) });
export const useFunnel = (choice: PeriodChoice) =>
  useQuery({ queryKey: ['insights', 'funnel', choice], queryFn: () => get<FunnelChart>(pathOf(insights.funnel), periodQuery(choice)) });
export const useMargins = (choice: PeriodChoice, page: number) =>
  useQuery({
    queryKey: ['insights', 'margins', choice, page],
    queryFn: () => get<MarginChart>(pathOf(insights.margins), { ...periodQuery(choice), page: String(page) }),
    placeholderData: (previous) => previous,
  });

/** Which chart's CSV, and its query. */
export type CsvOf =
  | { chart: 'money' | 'stages' | 'conversion' | 'pipeline' | 'funnel' | 'margins'; choice: PeriodChoice }
  | { chart: 'ageing' }
  | { chart: 'ageingList'; bucket: AgeingBucket };

/**
 * A chart's data as the API writes it (CSV), saved under the name the API gives: fetched with the access token, which
 * a plain link could not send.
 */
export async function downloadCsv(of: CsvOf): Promise<void> {
  await refreshAuth();
  const url =
    of.chart === 'ageingList'
      ? urlOf(pathOf(insights.ageingList, { bucket: of.bucket }), { format: 'csv' })
      : urlOf(pathOf(insights[of.chart]), { ...('choice' in of ? periodQuery(of.choice) : {}), format: 'csv' });
  const { body, headers } = await httpClient(url, { headers: new Headers({ Accept: 'text/csv' }) });
  const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? `${of.chart}.csv`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
