/**
 * The Project ID's "From List": the projects of the chosen type the relay saw
 * lately (the service has no project listing, so without a relay the list is
 * empty and "By ID" or "By URL" is the way), newest first, filtered by name or ID.
 */
import { createRelayClient } from '@genservice/core/internal';
import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { libraryUrl } from '../actions/project/locator';
import { readCredentials } from '../transport/client';
import { relayOptions } from '../transport/relay';

/** Recent projects of the selected Project Type, as n8n's searchable list shows them. */
export async function searchProjects(
  this: ILoadOptionsFunctions,
  filter?: string,
): Promise<INodeListSearchResult> {
  const credentials = await readCredentials(this);
  if (!credentials.relayUrl) return { results: [] };
  const kind = String(this.getCurrentNodeParameter('kind') ?? 'video');
  const relay = createRelayClient(relayOptions(credentials, this.helpers));
  const events = await relay.recentEvents([`${kind}.*`], 50);
  const seen = new Set<string>();
  const needle = filter?.trim().toLowerCase() ?? '';
  const results = [];
  for (const { data, timestamp } of events) {
    if (seen.has(data.id)) continue;
    seen.add(data.id);
    const name = `${data.name || data.id} (${timestamp.slice(0, 16).replace('T', ' ')})`;
    if (needle && !`${name} ${data.id}`.toLowerCase().includes(needle)) continue;
    results.push({ name, value: data.id, url: libraryUrl(kind, data.id) });
  }
  return { results };
}
