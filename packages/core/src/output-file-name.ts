/**
 * The file name a downloaded output gets, in every host and in `downloads.save`:
 * after the input file or the job, with the output's extension. Loads nothing
 * (no zod, no catalog), so the lean upload and download paths can use it.
 */
import type { OperationKind } from './catalog/types';

/** The `[tag] ` a tagged create puts before the project name (`tagProjectName`). */
const CREATOR_TAG = /^\[[A-Za-z0-9_-]{1,64}\] /;

const KIND_EXTENSION: Partial<Record<OperationKind, string>> = {
  video: 'mp4',
  image: 'png',
  audio: 'mp3',
};

/**
 * The file name for output `index` of a job: after the input file (its extension dropped), else
 * the job's name (without the `[tag] ` a workflow or Zap puts in front), else its id; `-2`, `-3`…
 * for later outputs; the extension of the download URL, else `extension`, else the kind's usual
 * one. Safe on every file system.
 */
export function outputFileName(
  job: { id: string; name?: string | null; downloads?: readonly { url?: string }[] | null },
  index: number,
  options: { inputName?: string; url?: string; extension?: string; kind?: OperationKind } = {},
): string {
  const fromInput = options.inputName
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/\.[a-z0-9]{1,5}$/i, '');
  const name = (job.name ?? '').replace(CREATOR_TAG, '');
  const base = clean(fromInput ?? '') || clean(name) || clean(job.id) || 'output';
  const url = options.url ?? job.downloads?.[index]?.url ?? '';
  const fromUrl = /\.([a-z0-9]{2,5})$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1];
  const ext = (
    fromUrl ??
    options.extension ??
    (options.kind && KIND_EXTENSION[options.kind]) ??
    'bin'
  ).toLowerCase();
  return `${base}${index > 0 ? `-${index + 1}` : ''}.${ext}`;
}

function clean(name: string): string {
  return name
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s-]+/, '')
    .slice(0, 100)
    .trim();
}
