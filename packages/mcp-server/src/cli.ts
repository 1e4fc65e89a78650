#!/usr/bin/env node
/**
 * `genservice-mcp`: the MCP server over stdio (default) or Streamable HTTP (`--http`, port from
 * `--port` or PORT, path /mcp). Settings come from the environment (see the README); nothing
 * is printed to stdout over stdio but MCP, and no key is ever printed.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { redactText } from '@genservice/core/internal';
import { createAccountContexts } from './account-context';
import { ConfigError, readConfig } from './config';
import { createHttpServer, MCP_PATH } from './http';
import { createMcpServer } from './server';

async function main(): Promise<void> {
  const config = readConfig(process.argv.slice(2), process.env);
  if (!config.http) {
    const contexts = createAccountContexts(config, true);
    const server = createMcpServer(contexts.for(config.apiKey!), config.apiKey!);
    await server.connect(new StdioServerTransport());
    return;
  }
  const contexts = createAccountContexts(config, false);
  const http = createHttpServer(contexts, config.apiKey);
  http.listen(config.port, config.host, () => {
    const address = http.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    process.stderr.write(`genservice-mcp listening on http://${config.host}:${port}${MCP_PATH}\n`);
  });
  const stop = () => http.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  const reason = err instanceof Error ? err.message : String(err);
  const secrets = process.env.GENSERVICE_API_KEY ? [process.env.GENSERVICE_API_KEY] : [];
  const message =
    err instanceof ConfigError
      ? err.message
      : `genservice-mcp could not start: ${redactText(reason, secrets)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
