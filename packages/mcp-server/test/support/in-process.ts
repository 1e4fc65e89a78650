/** An SDK client connected in-process to a server for `config`, for nock tests. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createAccountContexts, createMcpServer, type ServerConfig } from '../../src';

export const BASE_URL = 'https://api.test.local';
export const API_KEY = 'sk-mcp-test-secret-123';

/** A connected client; `local` as over stdio. */
export async function connectInProcess(config: Partial<ServerConfig> = {}, local = true) {
  const full: ServerConfig = {
    apiKey: API_KEY,
    baseUrl: BASE_URL,
    http: !local,
    port: 0,
    host: '127.0.0.1',
    ...config,
  };
  const ctx = createAccountContexts(full, local).for(API_KEY);
  const server = createMcpServer(ctx, API_KEY);
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(b);
  return { client, ctx, close: () => client.close() };
}

/** The structured answer of a tool call. */
export const structured = (r: unknown) =>
  (r as { structuredContent: Record<string, unknown> }).structuredContent;
