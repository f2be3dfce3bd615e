// The axios client both apps use for the API of SPEC.md section 7.
import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { type Answer, API_PREFIX, type Endpoint, relativePathOf } from './contract/endpoint.ts';
import { API_TIMEOUT_MS, clearTokens, isExpired, readTokens, sharedRefresh } from './session.ts';

export { API_TIMEOUT_MS };

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/**
 * `apiRoot` is where the API lives (e.g. "" for the same origin, or "https://api.example.com"); calls use
 * paths relative to API_PREFIX (api/v1/). A stored access token is sent as a Bearer token; a 401 triggers one refresh
 * with the refresh token (shared by concurrent calls) and a single retry.
 */
export function createApiClient(apiRoot = ''): AxiosInstance {
  const client = axios.create({ baseURL: `${apiRoot.replace(/\/$/, '')}${API_PREFIX}/`, timeout: API_TIMEOUT_MS });
  const refresh = sharedRefresh(apiRoot);

  client.interceptors.request.use(async (config) => {
    let { access, refresh: refreshToken } = readTokens();
    if (access && refreshToken && isExpired(access)) {
      try {
        access = (await refresh(refreshToken)).access;
      } catch {
        clearTokens();
        access = undefined;
      }
    }
    if (access && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const { refresh: refreshToken } = readTokens();
    if (error.response?.status !== 401 || !config || config._retried || !refreshToken) throw error;
    config._retried = true;
    try {
      const tokens = await refresh(refreshToken);
      config.headers.set('Authorization', `Bearer ${tokens.access}`);
      return client.request(config);
    } catch {
      clearTokens();
      throw error;
    }
  });
  return client;
}

/** The message a person should read for a failed call: the server's detail, else its field errors, else the error. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as AxiosError<unknown>)?.response?.data;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    const parts = Object.entries(record).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string').map((v) => (field === 'non_field_errors' ? v : `${field}: ${v}`)),
    );
    if (parts.length) return parts.join(' ');
  }
  return fallback;
}

/**
 * A call of the contract through the client: the path filled in from `params`, the body sent as given (an object
 * as JSON, FormData as multipart), the answer typed by the contract. Errors are the client's (AxiosError).
 */
export async function call<E extends Endpoint>(
  client: AxiosInstance,
  endpoint: E,
  options: { params?: Record<string, string | number>; body?: unknown } = {},
): Promise<Answer<E>> {
  const response = await client.request<Answer<E>>({ method: endpoint.method, url: relativePathOf(endpoint, options.params), data: options.body });
  return response.data;
}
