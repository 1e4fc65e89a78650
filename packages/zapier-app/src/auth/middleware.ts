/**
 * HTTP middleware for requests the app makes itself through `z.request`.
 * It adds the Bearer key only to the service's API (`<baseUrl>/v1/…`), never to
 * storage or file hosts; failures become the matching Zapier errors. Requests
 * the core makes (marked by the runtime) are left alone: the core sets its own
 * headers (its relay client sends the key to the hosted relay, which knows the
 * tenant by it) and chooses its errors by status.
 */
import { ApiError } from '@genservice/core/internal';
import type {
  AfterResponseMiddleware,
  BeforeRequestMiddleware,
  HttpResponse,
} from 'zapier-platform-core';
import { toZapierError } from '../errors';
import { CORE_REQUEST } from '../runtime';
import { isServiceUrl, settingsOf } from './settings';

/** Adds `Authorization: Bearer <key>` to service API calls that carry none. */
export const addBearerHeader: BeforeRequestMiddleware = (request, _z, bundle) => {
  if (request.middlewareData?.[CORE_REQUEST]) return request;
  const { apiKey, baseUrl } = settingsOf(bundle);
  const headers = { ...(request.headers ?? {}) };
  const hasAuth = Object.keys(headers).some((h) => h.toLowerCase() === 'authorization');
  if (apiKey && !hasAuth && isServiceUrl(request.url, baseUrl))
    headers.Authorization = `Bearer ${apiKey}`;
  return { ...request, headers };
};

/**
 * Maps 401 to `ExpiredAuthError`, 402 and plan errors (403) to `z.errors.Error`
 * with the service's message, 429 to `ThrottledError` with Retry-After, and
 * other service failures to `z.errors.Error`. Runs on service calls only; with
 * `skipThrowForStatus` only 401 and 429 are mapped and the caller reads the rest.
 */
export const mapServiceErrors: AfterResponseMiddleware = (response, z, bundle) => {
  if (response.request.middlewareData?.[CORE_REQUEST] || response.status < 400) return response;
  if (!isServiceUrl(String(response.request.url), settingsOf(bundle).baseUrl)) return response;
  if (response.skipThrowForStatus && response.status !== 401 && response.status !== 429)
    return response;
  const path = new URL(String(response.request.url)).pathname;
  throw toZapierError(
    z,
    ApiError.generate(
      response.status,
      bodyOf(response),
      headersOf(response),
      `${response.request.method ?? 'GET'} ${path}`,
    ),
  );
};

function bodyOf(response: HttpResponse): unknown {
  if (response.data !== undefined) return response.data;
  try {
    return response.content;
  } catch {
    return undefined;
  }
}

function headersOf(response: HttpResponse): Record<string, string> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}
