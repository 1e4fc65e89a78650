/** Shapes of catalog entries: one per operation the service offers. */
import type { z } from 'zod';

/** The collection a created id belongs to. */
/** The three project collections, in display order. */
export const PROJECT_KINDS = ['video', 'image', 'audio'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];
/** What a created id refers to: a project collection, or a face detection job. */
export type OperationKind = ProjectKind | 'face-detection';

/** Upload types of the service (`gif` only for face swap's video input). */
export type MediaType = 'video' | 'audio' | 'image' | 'gif';

/** Metadata attached to fields with `.meta()`; renderers and the uploader read it. */
export interface FieldMeta {
  title?: string;
  description?: string;
  /** The field holds a file: an upload `file_path` or a URL of one of these media types. */
  asset?: readonly MediaType[];
  /** Suggested values for an open string (the service accepts others too). */
  suggestions?: readonly string[];
  /** The service's default, applied by the service when the field is left out. */
  default?: unknown;
  /** Deprecated by the service; still accepted. */
  deprecated?: boolean;
}

/** One creation operation of the service. */
export interface Operation<S extends z.ZodType = z.ZodType> {
  /** The path after `/v1/`, e.g. `face-swap-photo`. */
  key: string;
  method: 'POST';
  /** `/v1/<key>`. */
  path: string;
  kind: OperationKind;
  /** Title Case display name. */
  label: string;
  /** One line, starting with a verb. */
  description: string;
  /** Request body in wire names; unknown keys pass through. */
  schema: S;
  /** Credits the job is expected to cost, where the docs give a rule; undefined when unknown. */
  estimateCredits?(params: z.infer<S>): number | undefined;
  /** The median processing time the docs report, in seconds; seeds waiting. */
  typicalSeconds?: number;
}
