/**
 * Joining a hosted relay on first use. A hosted relay answers a bearer it does
 * not know yet (a service API key before `POST /v1/tenants`) with 401 and the
 * body code `unknown_tenant`; only that answer makes one join with the same
 * bearer, after which the call is sent once more. Any other answer, a 401
 * without the code included, is handed back as it is. A join the relay refuses
 * with 401 (the service refused the key) is handed back in place of the
 * first answer, since it says why; a join that fails otherwise hands back the
 * first answer.
 */
import type { Runtime, RuntimeRequest, RuntimeResponse } from '../runtime';

/** The body code of a hosted relay's 401 for a bearer that has no tenant yet. */
export const UNKNOWN_TENANT_CODE = 'unknown_tenant';

const TENANTS_PATH = '/v1/tenants';

/** True for the relay's typed "no tenant for this bearer yet" answer. */
export function isUnknownTenantAnswer(res: Pick<RuntimeResponse, 'status' | 'text'>): boolean {
  if (res.status !== 401 || !res.text) return false;
  try {
    return (JSON.parse(res.text) as { code?: unknown }).code === UNKNOWN_TENANT_CODE;
  } catch {
    return false;
  }
}

/** `runtime` for the relay at `relayUrl`, joining it once when a call meets an unknown tenant. */
export function joinOnFirstUse(runtime: Runtime, relayUrl: string): Runtime {
  const base = relayUrl.replace(/\/+$/, '');
  const joinUrl = `${base}${TENANTS_PATH}`;
  const isRelayCall = (url: string) => url.startsWith(`${base}/`) && url.split('?')[0] !== joinUrl;

  async function join(req: RuntimeRequest): Promise<RuntimeResponse | undefined> {
    const headers = { ...req.headers };
    delete headers['content-type'];
    const answer = runtime.request({
      method: 'POST',
      url: joinUrl,
      headers,
      signal: req.signal,
      timeoutMs: req.timeoutMs,
    });
    return await answer.catch(() => undefined);
  }

  return {
    ...runtime,
    async request(req) {
      const first = await runtime.request(req);
      const replayable = typeof req.body !== 'object';
      if (!replayable || !isRelayCall(req.url) || !isUnknownTenantAnswer(first)) return first;
      const joined = await join(req);
      if (joined?.status === 401) return joined;
      if (!joined || joined.status >= 300) return first;
      return await runtime.request(req);
    },
  };
}
