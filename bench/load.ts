// Load with autocannon: one call at a time against the API and the bare server, and the soak's mix of every call.
import { request as httpRequest } from 'node:http';
import autocannon, { type Request, type Result } from 'autocannon';
import type { Sample } from './processes.ts';

/** One call the bench drives: a path under the API's origin, and who makes it. */
export type Call = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Bodies taken in turn instead of `body` (the orders a soak creates vary as the generated ones do). */
  bodies?: string[];
  /** One access token for every request, or several spread over the requests in turn. */
  tokens?: string[];
  /** Paths taken in turn instead of `path`, the n-th request's beside the n-th token (each caller reads their own records). */
  paths?: string[];
};

/** `requests`: those sent (answered or not); `failures`: answers other than 2xx, connection errors and timeouts. */
export type Measurement = { rps: number; p50: number; p99: number; requests: number; failures: number; statuses: string };

/** The body and path of the call's first request. */
const firstBody = (call: Call) => call.bodies?.[0] ?? call.body;
const firstPath = (call: Call) => call.paths?.[0] ?? call.path;

const headersOf = (call: Call, token?: string): Record<string, string> => ({
  ...(firstBody(call) ? { 'content-type': 'application/json' } : {}),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** The call's autocannon request; with several tokens, bodies or paths, each request takes the next one. */
function requestOf(call: Call): Request {
  const tokens = call.tokens ?? [];
  const bodies = call.bodies ?? [];
  const paths = call.paths ?? [];
  const request: Request = { method: call.method, path: firstPath(call), body: firstBody(call), headers: headersOf(call, tokens[0]) };
  if (tokens.length < 2 && bodies.length < 2 && paths.length < 2) return request;
  let next = 0;
  return {
    ...request,
    setupRequest: (built) => {
      const n = next++;
      return {
        ...built,
        headers: tokens.length ? headersOf(call, tokens[n % tokens.length]) : built.headers,
        ...(bodies.length ? { body: bodies[n % bodies.length] } : {}),
        ...(paths.length ? { path: paths[n % paths.length] } : {}),
      };
    },
  };
}

/** The call made once, as autocannon makes it (no Accept-Encoding: the answer's plain bytes). */
/** Headers node:http writes itself on every answer (the bare server's own stand in for them). */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The API's answer to one call: status, headers and body, for the bare server to repeat. */
export function fetchOnce(origin: string, call: Call): Promise<Sample> {
  return new Promise((done, fail) => {
    const url = new URL(firstPath(call), origin);
    const request = httpRequest(url, { method: call.method, headers: headersOf(call, call.tokens?.[0]) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i];
          if (!PER_CONNECTION.has(name.toLowerCase())) headers[name] = response.rawHeaders[i + 1];
        }
        done({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end(firstBody(call));
  });
}

function summary(result: Result): Measurement {
  // autocannon counts a timeout among the errors too. A call that answered nothing within the round (slower than the
  // round itself) has no latency to show: it fails rather than reading as 0 ms.
  const silent = (result.latency.totalCount ?? result.requests.total) === 0;
  const failures = result.errors + result.non2xx + (silent ? 1 : 0);
  const statuses = [
    ...Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}×${count}`),
    ...(result.errors ? [`connection errors×${result.errors} (timeouts×${result.timeouts})`] : []),
    ...(silent ? ['no answer within the round'] : []),
  ].join(' ');
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total + result.errors,
    failures,
    statuses,
  };
}

export async function measure(origin: string, calls: Call[], options: { connections: number; duration: number }): Promise<Measurement> {
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: calls.map(requestOf),
  });
  return summary(result);
}
