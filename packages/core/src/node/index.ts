/**
 * @genservice/core/node: the core with Node I/O. `createClient` here reads
 * local `{ path }` sources from disk and adds `downloads`. Every export of the
 * main entry is available here; errors, retries, the runtime and uploads load
 * at once, the catalog, validation, schemas (zod) and job APIs on first use.
 */
import {
  createClient as createCoreClient,
  type Client,
  type ClientOptions,
} from '../client/client';
import type { Runtime } from '../runtime';
import { createDownloads, type DownloadsApi } from './downloads';
import { createNodeRuntime } from './runtime';
import { nodeSourceResolver } from './sources';

export * from './lazy-exports';
export * from '../lean-exports';
export { createNodeRuntime, sleep } from './runtime';
export {
  createDownloads,
  type DownloadsApi,
  type DownloadsDeps,
  type SaveOptions,
} from './downloads';
export { nodeSourceResolver } from './sources';

/** Options of the Node client: the core's, with the runtime optional (Node's by default). */
export type NodeClientOptions = Omit<ClientOptions, 'runtime'> & { runtime?: Runtime };

/** The core client plus `downloads`. */
export type NodeClient = Client & { readonly downloads: DownloadsApi };

/**
 * A client for Node: the Node runtime (unless one is given), `{ path }`
 * uploads streamed from disk, and `downloads.save` for outputs. Like the core
 * client, the catalog-backed parts load on first use.
 */
export function createClient(options: NodeClientOptions): NodeClient {
  const runtime = options.runtime ?? createNodeRuntime();
  const client = createCoreClient({
    ...options,
    runtime,
    resolveSource: options.resolveSource ?? nodeSourceResolver,
  });
  const projects = {
    get: (...args: Parameters<Client['projects']['get']>) => client.projects.get(...args),
  };
  return Object.assign(client, { downloads: createDownloads({ projects, runtime }) });
}
