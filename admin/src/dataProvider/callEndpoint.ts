// A call of the contract outside the generic resources (an order's quotes and payments, the Security page): its path
// from the contract, after react-admin's refresh of the access token, through the console's HTTP client (its token,
// errors in the server's words).
import { type Endpoint, pathOf } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { httpClient } from './httpClient.ts';

export async function callEndpoint<T>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  params: Record<string, string | number> = {},
  body?: unknown,
): Promise<T> {
  await refreshAuth();
  const answer = await httpClient(`${apiRoot}${pathOf(endpoint, params)}`, {
    method: endpoint.method,
    // react-admin's fetchJson marks every write as JSON, and the API refuses an empty JSON body: a write without one sends {}.
    ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  return answer.json as T;
}
