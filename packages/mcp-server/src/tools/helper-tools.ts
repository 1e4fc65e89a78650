/** The tools beside the creates: estimates, reading, waiting for and deleting projects, the account, files. */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { SAVED_ITEM_TYPES } from '@genservice/core/internal';

const read = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: true,
};
const projectId = {
  type: 'string',
  minLength: 1,
  description: 'The project_id a create returned.',
};
const kind = {
  type: 'string',
  enum: ['video', 'image', 'audio', 'face-detection'],
  description: 'What the id is; optional (the server finds it when left out).',
};

/** The helper tools; `local` when the server can read the agent's files (stdio). */
export function helperTools(local: boolean): Tool[] {
  const uploadFrom = local
    ? 'a local file path, or data_base64 with filename'
    : 'data_base64 with filename (this server runs over HTTP and cannot read your files)';
  return [
    {
      name: 'estimate_credits',
      title: 'Estimate Credits',
      description:
        'Estimates what a create tool would cost with these arguments, and whether the session cap and max_credits allow it. Free: creates, uploads and charges nothing.',
      inputSchema: {
        type: 'object',
        properties: {
          tool: { type: 'string', description: 'The create tool, e.g. face_swap_photo.' },
          arguments: { type: 'object', description: 'The arguments you would pass to that tool.' },
        },
        required: ['tool'],
      },
      annotations: { title: 'Estimate Credits', ...read, openWorldHint: false },
    },
    {
      name: 'get_project',
      title: 'Get Project',
      description:
        'Reads a project now: status, credits charged and, when complete, download URLs (valid 24 hours; read again for fresh ones). Free and instant.',
      inputSchema: {
        type: 'object',
        properties: { project_id: projectId, kind },
        required: ['project_id'],
      },
      annotations: { title: 'Get Project', ...read },
    },
    {
      name: 'wait_for_project',
      title: 'Wait for Project',
      description:
        'Waits until a project is complete and returns its download URLs, sending progress notifications meanwhile. Free. At timeout_seconds it returns { status: "still_running", project_id } instead of failing: the job keeps running; call again to keep waiting.',
      inputSchema: {
        type: 'object',
        properties: {
          project_id: projectId,
          kind,
          timeout_seconds: {
            type: 'number',
            minimum: 1,
            maximum: 3600,
            default: 300,
            description: 'How long to wait before answering still_running.',
          },
        },
        required: ['project_id'],
      },
      annotations: { title: 'Wait for Project', ...read },
    },
    {
      name: 'delete_project',
      title: 'Delete Project',
      description:
        'Permanently deletes a project and its output files. Cannot be undone; refunds nothing. Face detections cannot be deleted.',
      inputSchema: {
        type: 'object',
        properties: { project_id: projectId, kind },
        required: ['project_id'],
      },
      annotations: {
        title: 'Delete Project',
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: true,
        openWorldHint: true,
      },
    },
    {
      name: 'get_account',
      title: 'Get Account',
      description:
        'Your credit balance and plan, and what this session may still spend under its cap. Free.',
      inputSchema: { type: 'object', properties: {} },
      annotations: { title: 'Get Account', ...read },
    },
    {
      name: 'list_saved_items',
      title: 'List Saved Items',
      description:
        'Lists your saved characters, references, voices, moodboards and brand kits, newest first. Each asset has a file_path any file input accepts without uploading again. Free.',
      inputSchema: {
        type: 'object',
        properties: {
          type: {
            type: 'string',
            enum: [...SAVED_ITEM_TYPES],
            description: 'Only items of this type.',
          },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          cursor: { type: 'string', description: 'next_cursor of the previous page.' },
        },
      },
      annotations: { title: 'List Saved Items', ...read },
    },
    {
      name: 'upload_file',
      title: 'Upload File',
      description: `Uploads a file once and returns its file_path, to pass to any file input (several creates can share it). Takes ${uploadFrom}. Free.`,
      inputSchema: {
        type: 'object',
        properties: {
          ...(local ? { path: { type: 'string', description: 'A local file path.' } } : {}),
          data_base64: { type: 'string', description: 'The file’s bytes, base64-encoded.' },
          filename: {
            type: 'string',
            description: 'The file’s name with its extension, e.g. face.png.',
          },
        },
      },
      annotations: {
        title: 'Upload File',
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
  ];
}
