// The leads' own calls beyond the resource (a note, the conversion), through the console's HTTP client.
import { type Endpoint, pathOf } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { httpClient } from '../dataProvider/httpClient.ts';

export async function postLead<T>(call: Pick<Endpoint, 'path'>, id: number, body: unknown): Promise<T> {
  await refreshAuth();
  const answer = await httpClient(`${apiRoot}${pathOf(call, { id })}`, { method: 'POST', body: JSON.stringify(body) });
  return answer.json as T;
}
