/** Giving an input file a name the service can type: hosts know a file's content type, not always its extension. */
import type { MediaType } from '../catalog/types';
import { EXTENSIONS, contentTypeFor, extensionOf } from './media-types';

/** Content types some servers and apps send for ones the extension table knows. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/x-m4a': 'audio/mp4',
  'audio/x-aiff': 'audio/aiff',
};

const ALL: readonly MediaType[] = ['video', 'audio', 'image', 'gif'];

/**
 * `filename` unchanged when it has an extension; otherwise with the extension
 * of `contentType` among the media `types` accepts (every type when none is
 * given). Unchanged when the content type names no known extension.
 */
export function nameWithExtension(
  filename: string,
  contentType: string | undefined,
  types: readonly MediaType[] = ALL,
): string {
  if (extensionOf(filename) || !contentType) return filename;
  const given = contentType.split(';')[0]!.trim().toLowerCase();
  const wanted = ALIASES[given] ?? given;
  for (const type of types)
    for (const extension of EXTENSIONS[type])
      if (contentTypeFor({ type, extension }) === wanted) return `${filename}.${extension}`;
  return filename;
}
