/**
 * Response shapes, tolerant of the service's growth: unknown fields are kept,
 * unknown `status` and `type` strings accepted, numbers may be fractional and
 * deprecated fields are optional.
 */
import { z } from 'zod';

/** Statuses the service documents; others are accepted as plain strings. */
export const PROJECT_STATUSES = [
  'draft',
  'queued',
  'rendering',
  'complete',
  'error',
  'canceled',
] as const;
export type KnownProjectStatus = (typeof PROJECT_STATUSES)[number];
/** A documented status, or any string the service adds later. */
export type ProjectStatus = KnownProjectStatus | (string & {});

/** Statuses after which a project never changes again. */
export const TERMINAL_STATUSES: readonly string[] = ['complete', 'error', 'canceled'];

/** An output file; `url` is valid until `expires_at` (24 h) and refreshed by reading the project again. */
export const downloadSchema = z.looseObject({ url: z.string(), expires_at: z.string().optional() });

export const jobErrorSchema = z.looseObject({
  code: z.string(),
  message: z.string().optional().default(''),
});

/** A video, image or audio project as `GET /v1/<kind>-projects/{id}` returns it. */
export const projectSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullable().optional(),
  status: z.string() as z.ZodType<ProjectStatus>,
  type: z.string().optional(),
  created_at: z.string().optional(),
  enabled: z.boolean().optional(),
  credits_charged: z.number().optional(),
  downloads: z.array(downloadSchema).optional().default([]),
  error: jobErrorSchema.nullable().optional(),
  /** Deprecated (video): the first output. */
  download: downloadSchema.nullable().optional(),
  /** Deprecated: replaced by `credits_charged`. */
  total_frame_cost: z.number().optional(),
});
export type Project = z.infer<typeof projectSchema>;
export type Download = z.infer<typeof downloadSchema>;

/** What a creation returns; `kind` is added by the client. */
export const createResponseSchema = z.looseObject({
  id: z.string(),
  credits_charged: z.number().optional(),
  /** Deprecated (video creation). */
  estimated_frame_cost: z.number().optional(),
  /** Deprecated (image creation). */
  frame_cost: z.number().optional(),
});
export type CreateResponse = z.infer<typeof createResponseSchema>;

/** A face detection job; `faces` fills in while it runs. The spec's `pending` is accepted like any status. */
export const faceDetectionSchema = z.looseObject({
  id: z.string(),
  status: z.string() as z.ZodType<ProjectStatus>,
  credits_charged: z.number().optional(),
  faces: z
    .array(z.looseObject({ path: z.string(), url: z.string().optional() }))
    .optional()
    .default([]),
});
export type FaceDetection = z.infer<typeof faceDetectionSchema>;

/** One upload slot from `POST /v1/files/upload-urls`. */
export const uploadUrlSchema = z.looseObject({
  upload_url: z.string(),
  expires_at: z.string().optional(),
  file_path: z.string(),
});
export const uploadUrlsResponseSchema = z.looseObject({ items: z.array(uploadUrlSchema) });
export type UploadUrl = z.infer<typeof uploadUrlSchema>;
