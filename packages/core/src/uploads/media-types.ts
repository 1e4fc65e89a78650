/**
 * The service's upload extension table (the OAS description, a superset of the
 * spec's table), content types, and the choice of upload type for a file name.
 */
import { ValidationError } from '../errors';
import type { MediaType } from '../catalog/types';

/** Valid extensions per upload type, in the service's order. `gif` applies only to face swap's video input. */
export const EXTENSIONS: Readonly<Record<MediaType, readonly string[]>> = {
  video: ['mp4', 'm4v', 'mov', 'webm'],
  audio: ['mp3', 'wav', 'aac', 'flac', 'webm', 'weba', 'm4a', 'opus', 'ogg', 'oga', 'aiff', 'amr'],
  image: [
    'png',
    'jpg',
    'jpeg',
    'jfif',
    'heic',
    'heif',
    'webp',
    'avif',
    'jp2',
    'tiff',
    'tif',
    'bmp',
  ],
  gif: ['gif', 'webp', 'webm'],
};

/** Preference among types that share an extension (webm, webp) when the target accepts several. */
const ORDER: readonly MediaType[] = ['video', 'audio', 'image', 'gif'];

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  aac: 'audio/aac',
  flac: 'audio/flac',
  weba: 'audio/webm',
  m4a: 'audio/mp4',
  opus: 'audio/opus',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  aiff: 'audio/aiff',
  amr: 'audio/amr',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  heic: 'image/heic',
  heif: 'image/heif',
  webp: 'image/webp',
  avif: 'image/avif',
  jp2: 'image/jp2',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  bmp: 'image/bmp',
  gif: 'image/gif',
};

/** An upload type and the lower-case extension (without the dot) it will be requested with. */
export interface DetectedMedia {
  type: MediaType;
  extension: string;
}

/** The lower-case extension of a file name, path or URL (query and fragment ignored), or undefined. */
export function extensionOf(nameOrUrl: string): string | undefined {
  let path = nameOrUrl;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  const base =
    path
      .replace(/[?#].*$/, '')
      .split(/[/\\]/)
      .pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : undefined;
}

/**
 * The upload type for a file name or URL. Among the types sharing an extension
 * (webm, webp), picks the first the target accepts (`accepted`), preferring
 * video, audio, image, then gif. Throws `ValidationError` in the service's
 * wording when the extension is missing, unknown, or not accepted.
 */
export function detectMediaType(
  nameOrUrl: string,
  accepted?: readonly MediaType[],
  field = 'file',
): DetectedMedia {
  const extension = extensionOf(nameOrUrl);
  const allowed = accepted?.length ? accepted : (['video', 'audio', 'image'] as const);
  if (!extension)
    throw invalid(
      field,
      `"${nameOrUrl}" has no file extension; expected one of the ${listTypes(allowed)} extensions`,
    );
  const type = ORDER.find((t) => allowed.includes(t) && EXTENSIONS[t].includes(extension));
  if (!type)
    throw invalid(field, `extension "${extension}" is not a supported ${listTypes(allowed)} type`);
  return { type, extension };
}

/** Checks an explicitly given type against the table; throws `ValidationError` when the extension does not fit it. */
export function checkMediaType(type: MediaType, extension: string, field = 'file'): DetectedMedia {
  const ext = extension.toLowerCase();
  if (!EXTENSIONS[type]?.includes(ext))
    throw invalid(field, `extension "${ext}" is not a supported ${type} type`);
  return { type, extension: ext };
}

/**
 * The `type` sent to `POST /v1/files/upload-urls`. The docs accept `gif` for
 * face swap's `video_file_path`, but the OAS (and the official SDK) enum is only
 * video | audio | image while its extension list includes gif, webp and webm.
 * We send what the published schema accepts: a gif-type file is requested as
 * `{ type: "video", extension: "<its extension>" }` (api-facts §1.3, "gif" row).
 */
export function uploadType(type: MediaType): 'video' | 'audio' | 'image' {
  return type === 'gif' ? 'video' : type;
}

/** The Content-Type for an upload; webm follows the chosen type (audio/webm or video/webm). */
export function contentTypeFor({ type, extension }: DetectedMedia): string {
  if (extension === 'webm') return type === 'audio' ? 'audio/webm' : 'video/webm';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

function listTypes(types: readonly string[]): string {
  return types.length < 2
    ? types.join('')
    : `${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}`;
}

function invalid(field: string, problem: string): ValidationError {
  return new ValidationError([{ field, message: `Invalid value for ${field}: ${problem}` }]);
}
