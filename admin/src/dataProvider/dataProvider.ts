import { addRefreshAuthToDataProvider, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient.ts';
import { imageFields, toFormData, toJson } from './formData.ts';

/**
 * ra-data-simple-rest on the API's admin face (/api/v1/admin/<resource>: `sort`, `range`, `filter` and
 * Content-Range), with the Bearer token, multipart bodies for the resources that carry images, and the token
 * refreshed before each call by react-admin's own addRefreshAuthToDataProvider.
 */
export function createDataProvider(apiUrl: string, refreshAuth: () => Promise<void>): DataProvider {
  const adminUrl = `${apiUrl}/admin`;
  const base = simpleRestProvider(adminUrl, httpClient);
  const body = (resource: string, data: Record<string, unknown>) =>
    imageFields[resource] ? toFormData(resource, data) : JSON.stringify(toJson(resource, data));

  const provider: DataProvider = {
    ...base,
    create: async (resource, params) => {
      const { json } = await httpClient(`${adminUrl}/${resource}`, { method: 'POST', body: body(resource, params.data) });
      return { data: json };
    },
    update: async (resource, params) => {
      const { json } = await httpClient(`${adminUrl}/${resource}/${encodeURIComponent(params.id)}`, {
        method: 'PUT',
        body: body(resource, params.data),
      });
      return { data: json };
    },
  };
  return addRefreshAuthToDataProvider(provider, refreshAuth);
}
