import { addRefreshAuthToDataProvider, type DataProvider, type RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient, sendWithProgress } from './httpClient.ts';
import { imageFields, toFormData, toJson } from './formData.ts';
import { conditional, versionIn, withVersion } from './versions.ts';

type Data = Record<string, unknown>;

/**
 * ra-data-simple-rest on the API's admin face (/api/v1/admin/<resource>: `sort`, `range`, `filter` and
 * Content-Range), with the Bearer token, multipart bodies for the resources that carry images, each record's version
 * (ETag) sent back as If-Match on update and delete (versions.ts), and the token refreshed before each call by
 * react-admin's own addRefreshAuthToDataProvider.
 */
export function createDataProvider(apiUrl: string, refreshAuth: () => Promise<void>): DataProvider {
  const adminUrl = `${apiUrl}/admin`;
  const base = simpleRestProvider(adminUrl, httpClient);
  const recordUrl = (resource: string, id: RaRecord['id']) => `${adminUrl}/${resource}/${encodeURIComponent(id)}`;

  /** Sends a create or update: JSON, or multipart for a resource with images (with its progress when a file goes). */
  const send = async (url: string, method: 'POST' | 'PUT', resource: string, data: Data, ifMatch?: string) => {
    const headers: Record<string, string> = ifMatch ? { 'If-Match': ifMatch } : {};
    const jsonHeaders = () => new Headers({ Accept: 'application/json', ...headers });
    if (!imageFields[resource]) {
      const answer = await httpClient(url, { method, body: JSON.stringify(toJson(resource, data)), headers: jsonHeaders() });
      return withVersion(answer.json, answer.headers);
    }
    const form = toFormData(resource, data);
    const carriesFile = [...form.values()].some((value) => typeof value !== 'string');
    const answer = carriesFile
      ? await sendWithProgress(url, method, form, headers)
      : await httpClient(url, { method, body: form, headers: jsonHeaders() });
    return withVersion(answer.json as Data, answer.headers);
  };

  /**
   * The version a write names: the one of the record the page read; for a record known only from a list (a delete
   * from its row), the one it has now, which is the record the row shows.
   */
  const versionFor = async (resource: string, id: RaRecord['id'], ...records: (Data | undefined)[]) =>
    versionIn(...records) ?? (await httpClient(recordUrl(resource, id))).headers.get('etag') ?? undefined;

  const provider: DataProvider = {
    ...base,
    getOne: async (resource, params) => {
      const answer = await httpClient(recordUrl(resource, params.id));
      return { data: withVersion(answer.json, answer.headers) };
    },
    create: async (resource, params) => ({ data: await send(`${adminUrl}/${resource}`, 'POST', resource, params.data) }),
    update: async (resource, params) => {
      const ifMatch = await versionFor(resource, params.id, params.data, params.previousData);
      return { data: await conditional(() => send(recordUrl(resource, params.id), 'PUT', resource, params.data, ifMatch)) };
    },
    delete: async (resource, params) => {
      const ifMatch = await versionFor(resource, params.id, params.previousData);
      const answer = await conditional(() =>
        httpClient(recordUrl(resource, params.id), {
          method: 'DELETE',
          headers: new Headers({ Accept: 'application/json', ...(ifMatch ? { 'If-Match': ifMatch } : {}) }),
        }),
      );
      return { data: answer.json };
    },
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },
    updateMany: async (resource, params) => {
      for (const id of params.ids) await provider.update(resource, { id, data: params.data, previousData: undefined as never });
      return { data: params.ids };
    },
  };
  return addRefreshAuthToDataProvider(provider, refreshAuth);
}
