// The axios client both apps use for the API of SPEC.md section 7.
import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { type Answer, API_PREFIX, type Endpoint, relativePathOf } from './contract/endpoint.ts';
import { accessToken, API_TIMEOUT_MS, isExpired, SESSION_HEADER, sessionHeaders, sharedRefresh, signedInFlag } from './session.ts';

export { API_TIMEOUT_MS };

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/** A session call (sign-in) is not itself given a token, nor retried after a refresh. */
const isSessionCall = (config: InternalAxiosRequestConfig) => config.headers.has(SESSION_HEADER);

/**
 * `apiRoot` is where the API lives (e.g. "" for the same origin, or "https://api.example.com"); calls use
 * paths relative to API_PREFIX (api/v1/). The access token in memory is sent as a Bearer token; when it is missing or
 * expired while the header cookie says someone is signed in, or a call answers 401, the session's cookie is traded
 * for a new one (one refresh shared by concurrent calls) and the call is sent once more.
 */
export function createApiClient(apiRoot = ''): AxiosInstance {
  const client = axios.create({ baseURL: `${apiRoot.replace(/\/$/, '')}${API_PREFIX}/`, timeout: API_TIMEOUT_MS });
  const refresh = sharedRefresh(apiRoot);

  client.interceptors.request.use(async (config) => {
    if (isSessionCall(config)) return config;
    let access = accessToken();
    if (isExpired(access) && signedInFlag()) access = await refresh().catch(() => undefined);
    if (access && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    if (error.response?.status !== 401 || !config || config._retried || isSessionCall(config) || !signedInFlag()) throw error;
    config._retried = true;
    let access: string;
    try {
      access = await refresh();
    } catch {
      throw error;
    }
    config.headers.set('Authorization', `Bearer ${access}`);
    return client.request(config);
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
 * as JSON, FormData as multipart), the answer typed by the contract. Errors are the client's (AxiosError). `session`:
 * a sign-in that asks for the cookie session (the answer then holds the access token alone).
 */
export async function call<E extends Endpoint>(
  client: AxiosInstance,
  endpoint: E,
  options: { params?: Record<string, string | number>; body?: unknown; session?: boolean } = {},
): Promise<Answer<E>> {
  const response = await client.request<Answer<E>>({
    method: endpoint.method,
    url: relativePathOf(endpoint, options.params),
    data: options.body,
    // A sign-in that asks for the cookie session (the API keeps the refresh token in its HttpOnly cookie).
    ...(options.session ? { headers: sessionHeaders(), withCredentials: true } : {}),
  });
  return response.data;
}
