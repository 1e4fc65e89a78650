/**
 * What every create, trigger and search returns: the service's project with
 * its fields kept, plus flat fields for mapping (first download URL, all
 * download URLs, error code and message, credits charged, a link), and the
 * matching output field definitions and samples.
 */
import type { FaceDetection, Project, ProjectKind } from '@genservice/core';
import type { PlainOutputField } from 'zapier-platform-core';

export type ProjectOutput = Record<string, unknown> & {
  id: string;
  kind: ProjectKind;
  status: string;
};

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
  const downloads = (project.downloads ?? []).filter((d) => typeof d?.url === 'string');
  return {
    ...project,
    id: project.id,
    kind,
    status: project.status ?? 'queued',
    name: project.name ?? null,
    credits_charged: project.credits_charged ?? null,
    downloads,
    download_url: downloads[0]?.url ?? null,
    download_urls: downloads.map((d) => d.url),
    error_code: project.error?.code ?? null,
    error_message: project.error?.message ?? null,
    link: projectLink(kind, project.id),
  };
}

/** The Zapier output for a face detection job. */
export function faceDetectionOutput(detection: FaceDetection): Record<string, unknown> {
  const faces = detection.faces ?? [];
  return {
    ...detection,
    kind: 'face-detection',
    faces,
    face_count: faces.length,
    face_paths: faces.map((f) => f.path),
    face_urls: faces.map((f) => f.url).filter((u): u is string => typeof u === 'string'),
  };
}

/** Output field definitions for projects. */
export const projectOutputFields: readonly PlainOutputField[] = [
  { key: 'id', label: 'Project ID', type: 'string' },
  { key: 'kind', label: 'Kind', type: 'string' },
  { key: 'status', label: 'Status', type: 'string' },
  { key: 'name', label: 'Name', type: 'string' },
  { key: 'type', label: 'Tool Type', type: 'string' },
  { key: 'created_at', label: 'Created At', type: 'datetime' },
  { key: 'credits_charged', label: 'Credits Charged', type: 'number' },
  { key: 'download_url', label: 'Download URL (valid 24 hours)', type: 'file' },
  { key: 'download_urls', label: 'Download URLs', type: 'file', list: true },
  { key: 'download_file', label: 'Output File (stays available)', type: 'file' },
  { key: 'downloads[]url', label: 'Downloads URL', type: 'file' },
  { key: 'downloads[]expires_at', label: 'Downloads Expires At', type: 'datetime' },
  { key: 'error_code', label: 'Error Code', type: 'string' },
  { key: 'error_message', label: 'Error Message', type: 'string' },
  { key: 'link', label: 'Project Link', type: 'string' },
];

/** Output field definitions for face detection. */
export const faceDetectionOutputFields: readonly PlainOutputField[] = [
  { key: 'id', label: 'Face Detection ID', type: 'string' },
  { key: 'status', label: 'Status', type: 'string' },
  { key: 'credits_charged', label: 'Credits Charged', type: 'number' },
  { key: 'face_count', label: 'Face Count', type: 'integer' },
  { key: 'faces[]path', label: 'Faces Path', type: 'string' },
  { key: 'faces[]url', label: 'Faces URL', type: 'file' },
  { key: 'face_paths', label: 'Face Paths', type: 'string', list: true },
  { key: 'face_urls', label: 'Face URLs', type: 'file', list: true },
];

/** A finished face detection as a sample. */
export function sampleFaceDetection(): Record<string, unknown> {
  return faceDetectionOutput({
    id: 'cuid-example-face-detection',
    status: 'complete',
    credits_charged: 0,
    faces: [
      { path: 'api-assets/id/0-0.png', url: 'https://videos.magichour.ai/api-assets/id/0-0.png' },
    ],
  });
}
