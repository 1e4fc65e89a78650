/**
 * Files the sandbox stores under `<dataDir>/storage`: uploads and detected
 * faces under `api-assets/<id>/…`, job outputs under `outputs/<projectId>/…`.
 * A storage path is also the URL path it is served at.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeFor, extensionOf } from '@genservice/core/internal';
import { HttpError, notFound } from './http';

/** The committed sample media every output is copied from. */
export const MEDIA_DIR = join(__dirname, '..', 'media');

export class Storage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'storage');
  }

  /** The absolute file for a storage path such as `api-assets/abc/file.png`; refuses escapes. */
  file(path: string): string {
    const rel = normalize(path.replace(/^\/+/, ''));
    if (rel.startsWith('..') || rel.includes(`${sep}..${sep}`) || rel === '.') throw notFound();
    return join(this.root, rel);
  }

  async exists(path: string): Promise<boolean> {
    return stat(this.file(path)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /**
   * Streams `body` to `path` (never buffering it), failing with 413 once more than
   * `maxBytes` arrive. The file appears only when complete; a failed write leaves nothing.
   */
  async writeStream(path: string, body: AsyncIterable<Buffer>, maxBytes: number): Promise<number> {
    const target = this.file(path);
    const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
    await mkdir(dirname(target), { recursive: true });
    let size = 0;
    async function* limited() {
      for await (const chunk of body) {
        size += chunk.length;
        if (size > maxBytes)
          throw new HttpError(
            413,
            `EntityTooLarge: the upload exceeds the limit of ${maxBytes} bytes`,
            { connection: 'close' },
          );
        yield chunk;
      }
    }
    try {
      await pipeline(limited, createWriteStream(partial));
      await rename(partial, target);
      return size;
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  /** Copies a file from `MEDIA_DIR` to `path`. */
  async copyMedia(mediaFile: string, path: string): Promise<void> {
    const target = this.file(path);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(MEDIA_DIR, mediaFile), target);
  }

  /** Removes `path` and everything under it. */
  async remove(path: string): Promise<void> {
    await rm(this.file(path), { recursive: true, force: true });
  }

  /** Streams the file at `path` with its media type, or answers 404. */
  async serve(path: string, res: ServerResponse): Promise<void> {
    const file = this.file(path);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw notFound();
    const contentType = contentTypeFor({ type: 'video', extension: extensionOf(file) ?? '' });
    res.writeHead(200, { 'content-type': contentType, 'content-length': String(info.size) });
    await pipeline(createReadStream(file), res);
  }
}
