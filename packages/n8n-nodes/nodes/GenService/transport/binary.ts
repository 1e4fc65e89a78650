/**
 * n8n binary data as upload sources for the core's one upload path: a file
 * input's value that is not a URL or a stored file path (`api-assets/…`, a
 * saved item's `saved-items/…`) names a binary field
 * of the item. Stored binaries (filesystem, S3) are reopened for each PUT
 * attempt through `getBinaryStream`; in-memory ones are passed as bytes.
 */
import {
  extensionOf,
  isServiceFilePath,
  nameWithExtension,
  type HostSource,
  type LocalSource,
  type MediaType,
} from '@genservice/core/internal';
import { NodeOperationError, type IBinaryData, type IExecuteFunctions } from 'n8n-workflow';

type Ctx = Pick<IExecuteFunctions, 'helpers' | 'getInputData' | 'getNode'>;

/** True when a field value is passed to the service as is (a URL, an upload's or a saved item's `file_path`). */
export function isRemoteReference(value: string): boolean {
  return /^https?:\/\//i.test(value.trim()) || isServiceFilePath(value);
}

/** The core's `hostSource` for item `itemIndex`: binary field names become sources; URLs stay strings. */
export function binaryFields(ctx: Ctx, itemIndex: number): HostSource {
  return async (value, field) =>
    isRemoteReference(value)
      ? undefined
      : await binarySource(ctx, itemIndex, value, `${field.label} (${field.path})`, field.types);
}

/**
 * The core's `hostSource` for checking item `itemIndex` without reading or uploading anything: a
 * binary field name must exist on the item (same error as a run) and stands in as an empty file
 * with the field's file name, so validation sees its type.
 */
export function binaryStandIns(ctx: Ctx, itemIndex: number): HostSource {
  return async (value, field) => {
    if (isRemoteReference(value)) return undefined;
    const name = value.trim();
    const binary = ctx.getInputData()[itemIndex]?.binary?.[name];
    if (!binary) await binarySource(ctx, itemIndex, value, `${field.label} (${field.path})`);
    const filename = fileNameOf(binary!, name, field.types);
    return { data: new Uint8Array(0), filename, contentType: binary!.mimeType || undefined };
  };
}

/**
 * The binary field `name` of input item `itemIndex` as an upload source. Throws a
 * `NodeOperationError` naming the form field when the item has no such binary field.
 */
export async function binarySource(
  ctx: Ctx,
  itemIndex: number,
  value: string,
  label: string,
  types?: readonly MediaType[],
): Promise<LocalSource> {
  const name = value.trim();
  const binary = ctx.getInputData()[itemIndex]?.binary?.[name];
  if (!binary) {
    throw new NodeOperationError(
      ctx.getNode(),
      `Invalid value for ${label}: the input item has no binary field "${name}" (give the name of a binary field, usually data, or a public URL)`,
      { itemIndex },
    );
  }
  const filename = fileNameOf(binary, name, types);
  const contentType = binary.mimeType || undefined;
  if (!binary.id) {
    const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, name);
    const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { data, filename, contentType };
  }
  const id = binary.id;
  const { fileSize } = await ctx.helpers.getBinaryMetadata(id);
  return {
    open: async () => await ctx.helpers.getBinaryStream(id),
    size: fileSize,
    filename,
    contentType,
  };
}

/** The file name with an extension the service can type (from the name, n8n's extension field or the MIME type). */
function fileNameOf(binary: IBinaryData, property: string, types?: readonly MediaType[]): string {
  const name = binary.fileName ?? property;
  if (binary.fileExtension && !extensionOf(name)) return `${name}.${binary.fileExtension}`;
  return nameWithExtension(name, binary.mimeType, types);
}
