/**
 * What every create, trigger and search returns: the core's flat job output
 * (`jobOutput`: ids, status, first and all download URLs, error, credits, name,
 * the service's record under `raw`), plus a library link, with the matching
 * output field definitions. A create's output also says how it came to be:
 * its estimated credits, its dedupe key and whether it reused a project.
 */
import {
  jobOutput,
  type FaceDetection,
  type JobOutput,
  type OperationKind,
  type Project,
  type ProjectKind,
} from '@genservice/core/internal';
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

/** How a create's project came to be: estimated credits, dedupe key, and whether it was reused. */
export type RunFactsOutput = Pick<JobOutput, 'credits_estimated' | 'dedupe_key' | 'reused'>;

/** `output` with `facts` (the facts win over any the output already had). */
export function withRunFacts<T extends JobOutput>(
  output: T,
  facts: RunFactsOutput,
): T & RunFactsOutput {
  return { ...output, ...facts };
}

/** The facts a paused step's output carried, for its resumed output; none when they are absent. */
export function runFactsOf(
  output: Record<string, unknown> | undefined,
): RunFactsOutput | undefined {
  if (!output || typeof output.reused !== 'boolean') return undefined;
  const estimated = output.credits_estimated;
  const key = output.dedupe_key;
  return {
    credits_estimated: typeof estimated === 'number' ? estimated : null,
    dedupe_key: typeof key === 'string' ? key : null,
    reused: output.reused,
  };
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

/** Output field definitions of the facts a create adds (`RunFactsOutput`). */
export const runFactOutputFields: readonly PlainOutputField[] = [
  { key: 'credits_estimated', label: 'Credits Estimated', type: 'number' },
  { key: 'dedupe_key', label: 'Dedupe Key', type: 'string' },
  { key: 'reused', label: 'Reused (Nothing Created)', type: 'boolean' },
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
