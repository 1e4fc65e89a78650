/**
 * The MCP server of one connection: lists the catalog's create tools and the helpers, and routes
 * each call to its handler under the caller's account context. Errors become tool errors the
 * agent can read, with the API key redacted.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { AccountContext } from './account-context';
import { createTools, operationOfTool } from './tools/catalog-tools';
import { helperTools } from './tools/helper-tools';
import { getAccount, savedItems, uploadFile } from './tools/account';
import { runCreate } from './tools/create';
import { estimateCredits } from './tools/estimate';
import { deleteProject, getProject } from './tools/projects';
import { failure } from './tools/result';
import { waitForProject, type WaitRequest } from './tools/wait';

/** The server's name and version as clients see them. */
export const SERVER_INFO = { name: 'genservice-mcp', version: '0.1.0' };

const toolLists = new Map<boolean, Promise<Tool[]>>();

/** Every tool: one create per catalog operation, then the helpers (rendered once per mode). */
export function listTools(local: boolean): Promise<Tool[]> {
  let list = toolLists.get(local);
  if (!list) {
    list = createTools(local).then((creates) => [...creates, ...helperTools(local)]);
    toolLists.set(local, list);
  }
  return list;
}

type Handler = (
  ctx: AccountContext,
  args: Record<string, unknown>,
  request: WaitRequest,
) => Promise<CallToolResult>;

const helpers: Record<string, Handler> = {
  estimate_credits: (ctx, args) => estimateCredits(ctx, args),
  get_project: (ctx, args) => getProject(ctx, args),
  wait_for_project: (ctx, args, request) => waitForProject(ctx, args, request),
  delete_project: (ctx, args) => deleteProject(ctx, args),
  get_account: (ctx) => getAccount(ctx),
  list_saved_items: (ctx, args) => savedItems(ctx, args),
  upload_file: (ctx, args) => uploadFile(ctx, args),
};

/** A server for one connection; `apiKey` is only used to redact messages. */
export function createMcpServer(ctx: AccountContext, apiKey: string): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {} },
    instructions:
      'Magic Hour AI media tools. Creates are paid and asynchronous: each answers a project_id; call wait_for_project for the result. Call estimate_credits first when unsure of the cost. Repeating a create never pays twice.',
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: await listTools(ctx.local),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name } = request.params;
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    const op = operationOfTool(name);
    const helper = helpers[name];
    if (!op && !helper)
      return failure(new Error(`Unknown tool "${name}"; list the tools to see what exists`), []);
    try {
      if (op) return await runCreate(ctx, op, args);
      return await helper!(ctx, args, {
        progressToken: request.params._meta?.progressToken,
        signal: extra.signal,
        sendNotification: (n) => extra.sendNotification(n),
      });
    } catch (err) {
      return failure(err, [apiKey]);
    }
  });
  return server;
}
