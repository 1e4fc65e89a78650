/**
 * Resolves an item's asset fields: URLs and `api-assets/…` paths pass
 * through, binary property names are uploaded (one upload-urls call for all
 * of the item's files) and replaced by their `file_path`.
 */
import {
  mapAssets,
  type Client,
  type LocalSource,
  type MediaType,
  type Operation,
} from '@genservice/core';
import type { IExecuteFunctions } from 'n8n-workflow';
import { binarySource, isRemoteReference } from '../../transport/binary';

type Ctx = Pick<IExecuteFunctions, 'helpers' | 'getInputData' | 'getNode'>;

/** `body` with every binary property name at an asset location replaced by an uploaded `file_path`. */
export async function uploadAssets(
  ctx: Ctx,
  client: Client,
  op: Operation,
  body: Record<string, unknown>,
  itemIndex: number,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const wanted: { value: string; path: string; types: MediaType[] }[] = [];
  await mapAssets(op, body, async (value, field) => {
    if (!isRemoteReference(value) && !wanted.some((w) => w.value === value))
      wanted.push({ value: value.trim(), ...field });
    return value;
  });
  if (wanted.length === 0) return body;
  const sources: LocalSource[] = await Promise.all(
    wanted.map((w) => binarySource(ctx, itemIndex, w.value, w.path)),
  );
  const uploaded = await client.files.uploadMany(sources, {
    signal,
    targets: wanted.map((w) => ({ field: w.path, types: w.types })),
  });
  const byName = new Map(wanted.map((w, i) => [w.value, uploaded[i]!.filePath]));
  return await mapAssets(op, body, async (value) => byName.get(value.trim()) ?? value);
}
