/** Talking to a running n8n: owner setup and a public-API key, and reading `n8n execute` output. */

/** Who owns a fresh instance. */
export interface Owner {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

const E2E_OWNER: Owner = {
  email: 'e2e@example.com',
  firstName: 'E2E',
  lastName: 'Owner',
  password: 'E2e-Passw0rd-1',
};

async function rest(url: string, path: string, init: RequestInit = {}, cookie = '') {
  const res = await fetch(`${url}/rest/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'browser-id': 'e2e', cookie },
  });
  if (!res.ok) throw new Error(`n8n /rest/${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Sets up the owner of a fresh instance; resolves with the session cookie. */
export async function setupOwner(url: string, owner: Owner = E2E_OWNER): Promise<string> {
  const setup = await rest(url, 'owner/setup', { method: 'POST', body: JSON.stringify(owner) });
  return setup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Signs `owner` in; resolves with the session cookie for `/rest` calls. */
export async function login(url: string, owner: Owner = E2E_OWNER): Promise<string> {
  const body = JSON.stringify({ emailOrLdapLoginId: owner.email, password: owner.password });
  const res = await rest(url, 'login', { method: 'POST', body });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Calls `/rest/<path>` with a session cookie; resolves with the parsed answer. */
export async function restCall(
  url: string,
  cookie: string,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  return await (await rest(url, path, init, cookie)).json();
}

/** Sets up the owner of a fresh instance and returns a new public-API key with every scope. */
export async function ownerApiKey(url: string): Promise<string> {
  const cookie = await setupOwner(url);
  const { data: scopes } = (await (await rest(url, 'api-keys/scopes', {}, cookie)).json()) as {
    data: string[];
  };
  const key = (await (
    await rest(
      url,
      'api-keys',
      { method: 'POST', body: JSON.stringify({ label: 'e2e', scopes, expiresAt: null }) },
      cookie,
    )
  ).json()) as { data: { rawApiKey: string } };
  return key.data.rawApiKey;
}

type RunItem = {
  json: Record<string, unknown>;
  binary?: Record<string, Record<string, unknown>>;
  pairedItem?: { item: number };
};

/** The end (exclusive) of the JSON value starting at `start`: braces matched outside strings. */
function jsonEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The run JSON `n8n execute --rawOutput` prints after its log lines (and before any that follow it). */
export function parseRunOutput(stdout: string): {
  data: {
    resultData: {
      runData: Record<string, { executionTime: number; data: { main: RunItem[][] } }[]>;
      error?: unknown;
    };
  };
} {
  const found = stdout.indexOf('\n{');
  const start = found === -1 ? 0 : found + 1;
  return JSON.parse(stdout.slice(start, jsonEnd(stdout, start)));
}
