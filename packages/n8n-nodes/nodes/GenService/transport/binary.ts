/**
 * n8n binary data in: an item's binary property as an upload source that can
 * be re-read for a retry.
 */
import type { LocalSource } from '@genservice/core';
import { NodeOperationError, type IBinaryData, type IExecuteFunctions } from 'n8n-workflow';

type Ctx = Pick<IExecuteFunctions, 'helpers' | 'getInputData' | 'getNode'>;

/** True when a field value is passed to the service as is (a URL or an upload `file_path`). */
export function isRemoteReference(value: string): boolean {
  return /^(https?:\/\/|api-assets\/)/i.test(value.trim());
}

/**
 * The binary property `name` of input item `itemIndex` as an upload source. Stored binaries
 * (filesystem, S3) are streamed and reopened for a retry; in-memory ones are passed as bytes.
 * Throws a `NodeOperationError` naming the field when the item has no such property.
 */
export async function binarySource(
  ctx: Ctx,
  itemIndex: number,
  name: string,
  field: string,
): Promise<LocalSource> {
  const binary = ctx.getInputData()[itemIndex]?.binary?.[name];
  if (!binary) {
    throw new NodeOperationError(
      ctx.getNode(),
      `Invalid value for ${field}: the input item has no binary property "${name}" (give a binary property name, a URL or an api-assets/… file path)`,
      { itemIndex },
    );
  }
  const filename = fileNameOf(binary, name);
  if (!binary.id) {
    const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, name);
    return {
      data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      filename,
      contentType: binary.mimeType,
    };
  }
  const id = binary.id;
  const { fileSize } = await ctx.helpers.getBinaryMetadata(id);
  const reopenable = {
    size: fileSize,
    type: binary.mimeType ?? '',
    stream: () => opened(() => ctx.helpers.getBinaryStream(id)),
  };
  return {
    data: reopenable as unknown as Blob,
    filename,
    size: fileSize,
    contentType: binary.mimeType,
  };
}

async function* opened(open: () => Promise<AsyncIterable<Uint8Array>>): AsyncIterable<Uint8Array> {
  yield* await open();
}

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/x-wav': 'wav',
};

/** The file name with an extension the service can type (from the name, the extension field or the MIME type). */
function fileNameOf(binary: IBinaryData, property: string): string {
  const name = binary.fileName ?? property;
  if (/\.[a-z0-9]{2,5}$/i.test(name)) return name;
  const mime = binary.mimeType ?? '';
  const ext =
    binary.fileExtension ?? MIME_EXTENSIONS[mime] ?? /^[a-z]+\/([a-z0-9]+)$/.exec(mime)?.[1];
  return ext ? `${name}.${ext}` : name;
}
