/**
 * The relay's API as the setup page calls it: the service API key as the bearer token, answers
 * parsed, and every failure turned into words a person can act on.
 */

/** An API answer the page shows in words; `retryAfter` in seconds for a 429. */
export class ApiError extends Error {
  constructor(message, status, retryAfter) {
    super(message);
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** Calls `path` with `apiKey`; resolves with the JSON answer or rejects with an `ApiError`. */
export async function api(apiKey, method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('The relay could not be reached. Check your connection and try again.', 0);
  }
  const data = await res.json().catch(() => ({}));
  if (res.ok) return data;
  const said = data.error ?? data.message;
  if (res.status === 401) throw new ApiError('The service refused this API key.', 401);
  if (res.status === 429) {
    const wait = Math.max(1, Number(res.headers.get('retry-after')) || 60);
    throw new ApiError(`Too many requests. Try again in ${wait} s.`, 429, wait);
  }
  if (res.status === 403)
    throw new ApiError(said ?? 'This account is disabled on this relay.', 403);
  if (res.status >= 500)
    throw new ApiError('The relay had a problem answering. Try again in a moment.', res.status);
  throw new ApiError(said ?? `The relay answered ${res.status}.`, res.status);
}
