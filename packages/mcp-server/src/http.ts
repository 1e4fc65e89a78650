/**
 * Streamable HTTP at `/mcp`, stateless: each POST gets its own server and transport, bound to the
 * caller's API key (its `Authorization: Bearer` key, else the server's GENSERVICE_API_KEY).
 * Progress notifications of a call travel on that call's SSE answer.
 */
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AccountContexts } from './account-context';
import { createMcpServer } from './server';

/** The path MCP clients connect to. */
export const MCP_PATH = '/mcp';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

function jsonRpcError(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** The key a request brings, or the server's own. */
function keyOf(req: IncomingMessage, fallback: string | undefined): string | undefined {
  const auth = req.headers.authorization;
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return bearer || fallback;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  contexts: AccountContexts,
  apiKey?: string,
) {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== MCP_PATH) return jsonRpcError(res, 404, `Not found: MCP is served at ${MCP_PATH}`);
  if (req.method !== 'POST')
    return jsonRpcError(res, 405, 'This server is stateless: send JSON-RPC requests with POST');
  const key = keyOf(req, apiKey);
  if (!key)
    return jsonRpcError(
      res,
      401,
      'Send your Magic Hour API key as "Authorization: Bearer <key>", or set GENSERVICE_API_KEY on the server',
    );
  let body: unknown;
  try {
    body = await readJson(req);
  } catch {
    return jsonRpcError(res, 400, 'The request body must be JSON-RPC in JSON, at most 8 MiB');
  }
  const server = createMcpServer(contexts.for(key), key);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}

/** An HTTP server serving MCP at `/mcp` (not yet listening). */
export function createHttpServer(contexts: AccountContexts, apiKey?: string): HttpServer {
  return createServer((req, res) => {
    handle(req, res, contexts, apiKey).catch(() => {
      if (!res.headersSent) jsonRpcError(res, 500, 'The MCP server failed to answer this request');
      else res.end();
    });
  });
}
