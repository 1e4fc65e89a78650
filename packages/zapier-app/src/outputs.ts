/**
 * What every create, trigger and search returns: the core's flat job output
 * (`jobOutput`: ids, status, first and all download URLs, error, credits, name,
 * the service's record under `raw`), plus a library link, with the matching
 * output field definitions.
 */
import {
  jobOutput,
  type FaceDetection,
  type JobOutput,
  type OperationKind,
  type Project,
  type ProjectKind,
} from '@genservice/core';
import type { PlainOutputField } from 'zapier-platform-core';

/** A project's output: the core's shape, with its kind narrowed and a library link. */
export type ProjectOutput = JobOutput & { kind: ProjectKind; link: string };

/** Where a finished video can be opened; other kinds open the library (the service documents only `videoId`). */
export function projectLink(kind: ProjectKind, id: string): string {
  return kind === 'video'
    ? `https://magichour.ai/my-library?videoId=${encodeURIComponent(id)}`
    : 'https://magichour.ai/my-library';
}

/** The Zapier output for a project of `kind`. */
export function projectOutput(
  kind: ProjectKind,
  project: Partial<Project> & { id: string },
): ProjectOutput {
  return { ...jobOutput(kind, project), kind, link: projectLink(kind, project.id) };
}

/** The Zapier output for a job of any kind. */
export function outputFor(
  kind: OperationKind,
  job: Partial<Project> & Partial<FaceDetection> & { id: string },
): JobOutput | ProjectOutput {
  return kind === 'face-detection' ? faceDetectionOutput(job) : projectOutput(kind, job);
}

/** The Zapier output for a face detection job. */
export function faceDetectionOutput(detection: Partial<FaceDetection> & { id: string }): JobOutput {
  return jobOutput('face-detection', detection);
}

const common: PlainOutputField[] = [
  { key: 'kind', label: 'Kind', type: 'string' },
  { key: 'status', label: 'Status', type: 'string' },
  { key: 'is_finished', label: 'Is Finished', type: 'boolean' },
  { key: 'credits_charged', label: 'Credits Charged', type: 'number' },
  { key: 'error_code', label: 'Error Code', type: 'string' },
  { key: 'error_message', label: 'Error Message', type: 'string' },
];

/** Output field definitions for projects. */
export const projectOutputFields: readonly PlainOutputField[] = [
  { key: 'id', label: 'Project ID', type: 'string' },
  { key: 'project_id', label: 'Project ID (for mapping)', type: 'string' },
  ...common,
  { key: 'name', label: 'Name', type: 'string' },
  { key: 'raw__type', label: 'Tool Type', type: 'string' },
  { key: 'created_at', label: 'Created At', type: 'datetime' },
  { key: 'download_file', label: 'Output File', type: 'file' },
  { key: 'download_url', label: 'Download URL (valid 24 hours)', type: 'file' },
  { key: 'download_urls', label: 'Download URLs (valid 24 hours)', type: 'file', list: true },
  { key: 'link', label: 'Project Link', type: 'string' },
];

/** Output field definitions for face detection. */
export const faceDetectionOutputFields: readonly PlainOutputField[] = [
  { key: 'id', label: 'Face Detection ID', type: 'string' },
  ...common,
  { key: 'face_count', label: 'Face Count', type: 'integer' },
  { key: 'face_paths', label: 'Face Paths', type: 'string', list: true },
  { key: 'face_urls', label: 'Face URLs', type: 'file', list: true },
  { key: 'faces[]path', label: 'Faces Path', type: 'string' },
  { key: 'faces[]url', label: 'Faces URL', type: 'file' },
];

/** A finished face detection as a sample. */
export function sampleFaceDetection(): JobOutput {
  return faceDetectionOutput({
    id: 'cuid-example-face-detection',
    status: 'complete',
    credits_charged: 0,
    faces: [
      { path: 'api-assets/id/0-0.png', url: 'https://videos.magichour.ai/api-assets/id/0-0.png' },
    ],
  });
}
