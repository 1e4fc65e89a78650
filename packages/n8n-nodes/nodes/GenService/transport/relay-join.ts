/**
 * Joining the relay on first use: a relay call refused with 401 makes one
 * `POST /v1/tenants` with the same bearer (the hosted relay creates the API
 * key's tenant; a self-hosted relay answers its configured token's tenant),
 * then the call is sent once more. Covers credentials never tested in the
 * editor (imported, or made through n8n's API). A failed join hands back the
 * original answer; its message, or the join's when the service refused the
 * key, is what the user reads (a join that fails to connect counts as failed).
 */
import type { Runtime, RuntimeRequest, RuntimeResponse } from '@genservice/core/internal';

const TENANTS_PATH = '/v1/tenants';

/** `runtime`, joining the relay at `relayUrl` when one of its calls is refused with 401. */
export function joiningRuntime(runtime: Runtime, relayUrl: string): Runtime {
  const base = relayUrl.replace(/\/+$/, '');
  const joinUrl = `${base}${TENANTS_PATH}`;
  const isRelayCall = (url: string) => url.startsWith(`${base}/`) && url.split('?')[0] !== joinUrl;

  async function join(req: RuntimeRequest): Promise<RuntimeResponse> {
    const headers = { ...req.headers };
    delete headers['content-type'];
    return await runtime.request({
      method: 'POST',
      url: joinUrl,
      headers,
      signal: req.signal,
      timeoutMs: req.timeoutMs,
    });
  }

  return {
    ...runtime,
    async request(req) {
      const first = await runtime.request(req);
      if (first.status !== 401 || !isRelayCall(req.url) || typeof req.body === 'object')
        return first;
      const joined = await join(req).then(
        (answer) => answer,
        () => undefined,
      );
      if (joined?.status === 401 && /refused/i.test(joined.text ?? '')) return joined;
      if (!joined || joined.status >= 300) return first;
      return await runtime.request(req);
    },
  };
}
