/**
 * A signed-in editor session on a fresh n8n: the owner is set up through the REST API with the
 * browser context's own request client, so the auth cookie lands in the browser, and the editor's
 * browser id is pinned to the one the cookie was issued for.
 */
import type { BrowserContext } from 'playwright-core';

const BROWSER_ID = 'genservice-editor-test';

export const OWNER = {
  email: 'editor-test@example.com',
  firstName: 'Editor',
  lastName: 'Test',
  password: 'Editor-Passw0rd-1',
};

/** A workflow as `POST /rest/workflows` takes it. */
export interface WorkflowBody {
  name: string;
  nodes: {
    id: string;
    name: string;
    type: string;
    typeVersion: number;
    position: [number, number];
    parameters: Record<string, unknown>;
    credentials?: Record<string, { id: string; name: string }>;
  }[];
  connections: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

export interface EditorSession {
  url: string;
  /** Creates a workflow owned by the signed-in owner and returns its id. */
  createWorkflow(body: WorkflowBody): Promise<string>;
  /** Creates a credential (plain `data`; n8n encrypts it) and returns its id and name. */
  createCredential(body: {
    name: string;
    type: string;
    data: Record<string, unknown>;
  }): Promise<{ id: string; name: string }>;
}

/** Sets up the owner of a fresh instance at `url` and signs the browser context in as them. */
export async function signIn(context: BrowserContext, url: string): Promise<EditorSession> {
  await context.addInitScript((id) => {
    window.localStorage.setItem('n8n-browserId', id);
  }, BROWSER_ID);
  const rest = async (path: string, method: 'GET' | 'POST', data?: unknown) => {
    const res = await context.request.fetch(`${url}/rest/${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'browser-id': BROWSER_ID },
      data: data === undefined ? undefined : JSON.stringify(data),
    });
    if (!res.ok())
      throw new Error(`n8n /rest/${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as { data: Record<string, unknown> };
  };
  await rest('owner/setup', 'POST', OWNER);
  await rest('login', 'POST', { emailOrLdapLoginId: OWNER.email, password: OWNER.password });
  return {
    url,
    async createWorkflow(body) {
      const created = await rest('workflows', 'POST', { active: false, settings: {}, ...body });
      return String(created.data.id);
    },
    async createCredential(body) {
      const created = await rest('credentials', 'POST', body);
      return { id: String(created.data.id), name: body.name };
    },
  };
}
