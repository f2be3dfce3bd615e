// `--soak SECONDS`: every call of the bench in turn on each connection (orders created, everything read) for that long,
// in windows of a minute, with the API's resident memory sampled every five seconds. It reports the three figures
// the issue asks for: errors, the last window's p99 against the first's, and memory after warm-up against the end.
import { type Call, measure } from './load.ts';
import { rssMb } from './processes.ts';
import { type Line, SOAK_MAX_P99_GROWTH, SOAK_MAX_RSS_GROWTH } from './report.ts';

const RSS_SAMPLE_MS = 5_000;

export async function soak(options: {
  origin: string;
  pid: number;
  seconds: number;
  connections: number;
  /** The calls with fresh tokens (a soak outlives an access token's 15 minutes when the bench ran long before it). */
  calls: () => Promise<Call[]>;
  say: (line: string) => void;
}): Promise<Line[]> {
  const window = options.seconds >= 120 ? 60 : Math.max(1, Math.floor(options.seconds / 2));
  const windows = Math.max(2, Math.floor(options.seconds / window));
  const rss: { at: number; mb: number }[] = [];
  const started = Date.now();
  const sample = () => rss.push({ at: Date.now() - started, mb: rssMb(options.pid) });
  sample();
  const sampler = setInterval(sample, RSS_SAMPLE_MS);
  const results = [];
  try {
    for (let i = 0; i < windows; i++) {
      const result = await measure(options.origin, await options.calls(), { connections: options.connections, duration: window });
      results.push(result);
      sample();
      options.say(
        `  soak ${i + 1}/${windows} (${window} s): ${Math.round(result.rps)} rps, p99 ${result.p99} ms, ${result.failures} failed${result.failures ? ` (${result.statuses})` : ''}, RSS ${rss.at(-1)!.mb.toFixed(0)} MB`,
      );
    }
  } finally {
    clearInterval(sampler);
  }

  const failures = results.reduce((sum, r) => sum + r.failures, 0);
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const first = results[0].p99;
  const last = results.at(-1)!.p99;
  // Warm-up is the first window: from then on memory must stay flat. The median of the samples in the first 15 s
  // after it against the median of the last three samples (a garbage collection in either does not decide).
  const median = (samples: { mb: number }[]) => {
    const sorted = samples
      .map((s) => s.mb)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
  };
  const afterWarmUp = median(rss.filter((s) => s.at >= window * 1000 && s.at < window * 1000 + 3 * RSS_SAMPLE_MS));
  const end = median(rss.slice(-3));
  const growth = (end - afterWarmUp) / afterWarmUp;
  const unit = window === 60 ? 'minute' : `${window} s`;
  return [
    { name: `soak errors (${requests.toLocaleString('en-US')} requests)`, value: String(failures), target: '0', met: failures === 0, counted: true },
    {
      name: `soak p99: first ${unit} → last ${unit}`,
      value: `${first} ms → ${last} ms (×${(last / Math.max(first, 1)).toFixed(2)})`,
      target: `≤ ×${SOAK_MAX_P99_GROWTH}`,
      met: last <= SOAK_MAX_P99_GROWTH * Math.max(first, 1),
      counted: true,
    },
    {
      name: 'soak API RSS: after warm-up → end',
      value: `${afterWarmUp.toFixed(0)} MB → ${end.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
      target: `flat (≤ +${SOAK_MAX_RSS_GROWTH * 100} %)`,
      met: Number.isFinite(growth) ? growth <= SOAK_MAX_RSS_GROWTH : null,
      counted: Number.isFinite(growth),
    },
  ];
}
