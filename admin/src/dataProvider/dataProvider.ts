import { addRefreshAuthToDataProvider, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient, sendWithProgress } from './httpClient.ts';
import { imageFields, toFormData, toJson } from './formData.ts';

/**
 * ra-data-simple-rest on the API's admin face (/api/v1/admin/<resource>: `sort`, `range`, `filter` and
 * Content-Range), with the Bearer token, multipart bodies for the resources that carry images, and the token
 * refreshed before each call by react-admin's own addRefreshAuthToDataProvider.
 */
export function createDataProvider(apiUrl: string, refreshAuth: () => Promise<void>): DataProvider {
  const adminUrl = `${apiUrl}/admin`;
  const base = simpleRestProvider(adminUrl, httpClient);
  /** Sends a create or update: JSON, or multipart for a resource with images (with its progress when a file goes). */
  const send = async (url: string, method: 'POST' | 'PUT', resource: string, data: Record<string, unknown>) => {
    if (!imageFields[resource]) return (await httpClient(url, { method, body: JSON.stringify(toJson(resource, data)) })).json;
    const form = toFormData(resource, data);
    const carriesFile = [...form.values()].some((value) => typeof value !== 'string');
    return carriesFile ? (await sendWithProgress(url, method, form)).json : (await httpClient(url, { method, body: form })).json;
  };

  const provider: DataProvider = {
    ...base,
    create: async (resource, params) => ({ data: await send(`${adminUrl}/${resource}`, 'POST', resource, params.data) }),
    update: async (resource, params) => ({
      data: await send(`${adminUrl}/${resource}/${encodeURIComponent(params.id)}`, 'PUT', resource, params.data),
    }),
  };
  return addRefreshAuthToDataProvider(provider, refreshAuth);
}
