/**
 * What every create, trigger and search returns: the core's flat job output
 * (`jobOutput`: id, status, first and all download URLs, error, credits, name),
 * plus a library link, with the matching output field definitions. The
 * service's record (`raw`) and the duplicate `project_id` are left out unless
 * the step's Include Raw Record is on. A create's output also says how it came
 * to be: its estimated credits, its dedupe key and whether it reused a project.
 */
import {
  jobOutput,
  withoutEcho,
  type OutputFacts,
  type FaceDetection,
  type JobOutput,
  type OperationKind,
  type Project,
  type ProjectKind,
} from '@genservice/core/internal';
import type { Bundle, PlainInputField, PlainOutputField } from 'zapier-platform-core';

/** A project's output: the core's shape, with its kind narrowed and a library link. */
export type ProjectOutput = JobOutput & { kind: ProjectKind; link: string };

/** Where a finished video can be opened; other kinds open the library (the service documents only `videoId`). */
export function projectLink(kind: ProjectKind, id: string): string {
  return kind === 'video'
    ? `https://magichour.ai/my-library?videoId=${encodeURIComponent(id)}`
    : 'https://magichour.ai/my-library';
}

/** The Zapier output for a project of `kind`, with the run's facts when a create made it. */
export function projectOutput(
  kind: ProjectKind,
  project: Partial<Project> & { id: string },
  facts?: OutputFacts,
): ProjectOutput {
  return { ...jobOutput(kind, project, facts), kind, link: projectLink(kind, project.id) };
}

/** The Zapier output for a job of any kind. */
export function outputFor(
  kind: OperationKind,
  job: Partial<Project> & Partial<FaceDetection> & { id: string },
  facts?: OutputFacts,
): JobOutput | ProjectOutput {
  return kind === 'face-detection'
    ? jobOutput('face-detection', job, facts)
    : projectOutput(kind, job, facts);
}

/** The facts a paused step's output carried, for its resumed output; none when they are absent. */
export function runFactsOf(output: Record<string, unknown> | undefined): OutputFacts | undefined {
  if (!output || typeof output.reused !== 'boolean') return undefined;
  const estimated = output.credits_estimated;
  const key = output.dedupe_key;
  return {
    creditsEstimated: typeof estimated === 'number' ? estimated : null,
    dedupeKey: typeof key === 'string' ? key : null,
    reused: output.reused,
  };
}

/** The Zapier output for a face detection job. */
export function faceDetectionOutput(detection: Partial<FaceDetection> & { id: string }): JobOutput {
  return jobOutput('face-detection', detection);
}

/** The input field that asks for the service's record in the output (off by default). */
export const includeRawField: PlainInputField = {
  key: 'include_raw_record',
  label: 'Include Raw Record',
  type: 'boolean',
  required: false,
  default: 'false',
  helpText:
    "Yes: the output also carries the service's full record under Raw and the id again as Project ID. Leave at No unless a later step needs a field not offered here.",
};

/** `output` as the step returns it: without the raw record unless Include Raw Record is on. */
export function shownOutput<T extends Partial<JobOutput>>(bundle: Bundle, output: T) {
  const asked = String(bundle.inputData?.include_raw_record ?? '').toLowerCase();
  return withoutEcho(output, ['true', 'yes', '1'].includes(asked));
}

/** Fields of every output (core's `jobOutput`, run facts included: a create fills them). */
const common: PlainOutputField[] = [
  { key: 'kind', label: 'Kind', type: 'string' },
  { key: 'status', label: 'Status', type: 'string' },
  { key: 'is_finished', label: 'Is Finished', type: 'boolean' },
  { key: 'name', label: 'Name', type: 'string' },
  { key: 'created_at', label: 'Created At', type: 'datetime' },
  { key: 'download_url', label: 'Download URL (valid 24 hours)', type: 'file' },
  { key: 'download_urls', label: 'Download URLs (valid 24 hours)', type: 'file', list: true },
  { key: 'credits_charged', label: 'Credits Charged', type: 'number' },
  { key: 'credits_estimated', label: 'Credits Estimated', type: 'number' },
  { key: 'dedupe_key', label: 'Dedupe Key', type: 'string' },
  { key: 'reused', label: 'Reused (Nothing Created)', type: 'boolean' },
  { key: 'error_code', label: 'Error Code', type: 'string' },
  { key: 'error_message', label: 'Error Message', type: 'string' },
];

/** Output field definitions of a project event (a trigger's item): core's `eventOutput`, and the file. */
export const eventOutputFields: readonly PlainOutputField[] = [
  { key: 'id', label: 'Project ID', type: 'string' },
  ...common,
  { key: 'download_file', label: 'Output File', type: 'file' },
  { key: 'event_type', label: 'Event Type', type: 'string' },
  { key: 'event_timestamp', label: 'Event Timestamp', type: 'datetime' },
];

/** Output field definitions for projects. */
export const projectOutputFields: readonly PlainOutputField[] = [
  { key: 'id', label: 'Project ID', type: 'string' },
  ...common,
  { key: 'download_file', label: 'Output File', type: 'file' },
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

/** A finished face detection as a sample (as shown by default: no raw record). */
export function sampleFaceDetection() {
  return withoutEcho(
    faceDetectionOutput({
      id: 'cuid-example-face-detection',
      status: 'complete',
      credits_charged: 0,
      faces: [
        { path: 'api-assets/id/0-0.png', url: 'https://videos.magichour.ai/api-assets/id/0-0.png' },
      ],
    }),
  );
}
