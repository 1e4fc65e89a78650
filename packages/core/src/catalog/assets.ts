/**
 * Where an operation takes files, and replacing those values (e.g. local
 * files by uploaded `file_path`s) before a create.
 */
import { clonePlain } from './body';
import { describeFields } from './describe';
import type { MediaType, Operation } from './types';

/** One location holding a file; `[]` marks every item of an array (`assets.face_mappings[].new_face`). */
export interface AssetField {
  path: string;
  types: MediaType[];
}

/** Every asset location of `op`, including those inside arrays. */
export function assetFields(op: Operation): AssetField[] {
  const out: AssetField[] = [];
  for (const field of describeFields(op)) {
    if (field.type === 'string' && field.asset) out.push({ path: field.path, types: field.asset });
    else if (field.type === 'array' && field.itemType === 'string' && field.asset)
      out.push({ path: `${field.path}[]`, types: field.asset });
    else if (field.type === 'array' && field.items) {
      for (const item of field.items) {
        if (item.type === 'string' && item.asset)
          out.push({ path: `${field.path}[].${item.path}`, types: item.asset });
      }
    }
  }
  return out;
}

/**
 * A copy of `body` in which every string at an asset location is replaced by
 * `fn`'s result. Calls run concurrently; the first rejection rejects the whole
 * call. Non-string values are left for validation.
 */
export function mapAssets<B>(
  op: Operation,
  body: B,
  fn: (value: string, field: AssetField) => Promise<string>,
): Promise<B> {
  return mapAssetValues(op, body, (value, field) =>
    typeof value === 'string' ? fn(value, field) : Promise.resolve(value),
  );
}

/**
 * Like `mapAssets` for every defined value at an asset location, strings or
 * not (local sources such as `{ path }` or `{ data, filename }`). Only the
 * plain structure of `body` is copied; bytes and streams are passed by reference.
 */
export async function mapAssetValues<B>(
  op: Operation,
  body: B,
  fn: (value: unknown, field: AssetField) => Promise<unknown>,
): Promise<B> {
  const copy = clonePlain(body);
  const jobs: Promise<void>[] = [];
  for (const field of assetFields(op)) {
    visit(copy, field.path.split('.'), (holder, key, value) => {
      jobs.push(fn(value, field).then((v) => void (holder[key] = v)));
    });
  }
  await Promise.all(jobs);
  return copy;
}

type Holder = Record<string | number, unknown>;

function visit(
  node: unknown,
  segments: string[],
  found: (holder: Holder, key: string | number, value: unknown) => void,
): void {
  const [head, ...rest] = segments;
  if (typeof node !== 'object' || node === null || head === undefined) return;
  const many = head.endsWith('[]');
  const key = many ? head.slice(0, -2) : head;
  if (Array.isArray(node) || !Object.prototype.hasOwnProperty.call(node, key)) return;
  const holder = node as Holder;
  if (!many) {
    if (rest.length) visit(holder[key], rest, found);
    else if (holder[key] !== undefined && holder[key] !== null) found(holder, key, holder[key]);
    return;
  }
  const list = holder[key];
  if (!Array.isArray(list)) return;
  list.forEach((item, i) => {
    if (rest.length) visit(item, rest, found);
    else if (item !== undefined && item !== null) found(list as unknown as Holder, i, item);
  });
}
