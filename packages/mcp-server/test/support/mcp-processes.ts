/**
 * For the MCP server's end-to-end tests: a proxy in front of the sandbox that counts upload-urls
 * calls and creates, the built server as a stdio or Streamable HTTP process, and SDK clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const ROOT = join(__dirname, '../../../..');
export const CLI = join(ROOT, 'packages/mcp-server/dist/cli.js');

/** Throws a clear error when the server was not built (`npx tsc -b`). */
export function requireBuiltServer(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npx tsc -b" first`);
}

/** A proxy to `target` counting `POST /v1/files/upload-urls` and every other `POST /v1/*` (creates). */
export async function countingProxy(target: string) {
  const counts = { uploadUrls: 0, creates: 0 };
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/v1/files/upload-urls')) counts.uploadUrls++;
    else if (req.method === 'POST' && req.url?.startsWith('/v1/')) counts.creates++;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections()));
  return { url, counts, close };
}

/** A client connected to the built server over stdio with `env`. */
export async function stdioClient(env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** The built server over HTTP on a free port; resolves with its /mcp URL once it listens. */
export async function startHttpServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [CLI, '--http', '--port', '0'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const hit = stderr.match(/listening on (http:\/\/\S+\/mcp)/);
      if (hit) resolve(hit[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  const stop = () =>
    new Promise<void>((r) => {
      if (child.exitCode !== null) return r();
      child.once('exit', () => r());
      child.kill('SIGTERM');
    });
  return { url, stop, stderr: () => stderr };
}

/** A client connected to `url` over Streamable HTTP, sending `apiKey` as its Bearer token. */
export async function httpClient(url: string, apiKey?: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: apiKey ? { headers: { Authorization: `Bearer ${apiKey}` } } : {},
  });
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(transport);
  return client;
}
