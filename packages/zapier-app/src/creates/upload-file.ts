/**
 * "Upload File": stores a file from an earlier step (or any URL) in the
 * service's storage and returns its `file_path`, which any later Magic Hour
 * step accepts in a file field. `api-assets/…` paths are already stored and
 * come back unchanged. Reading and uploading end by the step's deadline.
 */
import { detectMediaType, type MediaType } from '@genservice/core/internal';
import type { Bundle, PlainInputField, PlainOutputField, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import { clientFor, stepDeadline } from '../service';
import { fetchSource } from './files';

const ALL_TYPES: readonly MediaType[] = ['video', 'image', 'audio'];

const inputFields: PlainInputField[] = [
  {
    key: 'file',
    label: 'File',
    type: 'file',
    required: true,
    helpText:
      'A video, image or audio file from an earlier step (an email attachment, a Google Drive or Dropbox file…), or a public URL.',
  },
  {
    key: 'media_type',
    label: 'Media Type',
    required: false,
    choices: { video: 'Video', image: 'Image', audio: 'Audio' },
    helpText: 'Only needed when the file could be more than one (a .webm file is video or audio).',
  },
];

async function perform(z: ZObject, bundle: Bundle) {
  const value = String(bundle.inputData.file ?? '').trim();
  const chosen = bundle.inputData.media_type as MediaType | undefined;
  const types = chosen && ALL_TYPES.includes(chosen) ? [chosen] : ALL_TYPES;
  if (value.startsWith('api-assets/')) return output(value, value.split('/').pop()!, types, null);
  const deadline = stepDeadline();
  const source = await fetchSource(z, value, { label: 'File', types }, deadline);
  const { filePath } = await clientFor(z, bundle, deadline).files.upload(source, {
    targets: [{ field: 'File', types }],
  });
  return output(filePath, source.filename, types, source.size);
}

function output(
  filePath: string,
  filename: string,
  types: readonly MediaType[],
  size: number | null,
) {
  const media = detectMediaType(filename, types, 'File');
  return { id: filePath, file_path: filePath, filename, media_type: media.type, size };
}

const outputFields: PlainOutputField[] = [
  { key: 'file_path', label: 'File Path', type: 'string' },
  { key: 'filename', label: 'File Name', type: 'string' },
  { key: 'media_type', label: 'Media Type', type: 'string' },
  { key: 'size', label: 'Size (bytes)', type: 'integer' },
];

/** The "Upload File" create. */
export const uploadFile = {
  key: 'upload_file',
  noun: 'File',
  display: {
    label: 'Upload File',
    description:
      'Uploads a file to Magic Hour and returns a File Path to use in the file fields of later Magic Hour steps.',
  },
  operation: {
    inputFields,
    perform: withZapierErrors(perform),
    sample: {
      id: 'api-assets/cuid-example/input.mp4',
      file_path: 'api-assets/cuid-example/input.mp4',
      filename: 'input.mp4',
      media_type: 'video',
      size: 1048576,
    },
    outputFields,
  },
};
