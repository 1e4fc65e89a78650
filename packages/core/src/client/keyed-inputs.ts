/** A create's inputs as its dedupe key's fingerprint sees them: files by name and size. */
import { mapAssetValues } from '../catalog/assets';
import type { Operation } from '../catalog/types';
import type { FileStandIn } from '../ledger/fingerprint';
import type { LocalSource } from '../uploads/sources';
import { fileNameOf, placeholderIndex, type ResolvedSources } from './resolve-assets';

/**
 * The resolved body with every held file replaced by its name and size (`FileStandIn`), so two
 * files of one name but another size differ and a re-run's fresh upload path does not count.
 * URLs and `api-assets/…` paths stay as given.
 */
export async function fingerprintInputs(
  op: Operation,
  sources: ResolvedSources,
): Promise<Record<string, unknown>> {
  return mapAssetValues(op, sources.body, async (value) => {
    const index = placeholderIndex(value);
    if (index === undefined) return value;
    const source = sources.locals[index]!;
    return { file: fileNameOf(source), size: sizeOf(source) } satisfies FileStandIn;
  });
}

/** Bytes of a source when known without reading it; null for paths and unsized streams. */
function sizeOf(source: LocalSource): number | null {
  if ('size' in source && typeof source.size === 'number') return source.size;
  if (!('data' in source)) return null;
  const { data } = source;
  if (data instanceof Uint8Array) return data.byteLength;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.size;
  return null;
}
