/** @genservice/mcp-server: the MCP server's parts, for embedding it or testing it in-process. */
export { readConfig, ConfigError, type ServerConfig } from './config';
export {
  createAccountContexts,
  type AccountContext,
  type AccountContexts,
} from './account-context';
export { createSessionBudget, limitOf, type SessionBudget, type Reservation } from './budget';
export { derivedKey, DERIVED_WINDOW_MS, KEY_SCOPE } from './dedupe';
export { createMcpServer, listTools, SERVER_INFO } from './server';
export { createHttpServer, MCP_PATH } from './http';
export { toolNameOf, operationOfTool } from './tools/catalog-tools';
