/** Shapes of catalog entries: one per operation the service offers. */
import type { z } from 'zod';

/** The three project collections, in display order. */
export const PROJECT_KINDS = ['video', 'image', 'audio'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];
/** What a created id refers to: a project collection, or a face detection job. */
export type OperationKind = ProjectKind | 'face-detection';

/** Upload types of the service (`gif` only for face swap's video input). */
export type MediaType = 'video' | 'audio' | 'image' | 'gif';

/** A condition on sibling values in wire paths: every path must hold one of the listed values (`undefined` = left empty). */
export type Condition = Record<string, readonly unknown[]>;

/** How a form shows a field beyond its label and place; `FieldMeta` and `FieldSpec` both carry it. */
export interface FieldPresentation {
  /** Shown and required only while this holds (a primary field the service requires conditionally); wire paths. */
  requiredWhen?: Condition;
  /** Human labels of option values (`{ youtube: 'YouTube link' }`). */
  optionLabels?: Record<string, string>;
  /** A sentence on what an option does or costs, for hosts that show one under each option (n8n). */
  optionDescriptions?: Record<string, string>;
  /** The value a form pre-fills; may differ from the service's `default`. */
  uiDefault?: unknown;
  /** A long text (prompts): shown as a multi-line box. */
  multiline?: boolean;
  /** A long list (voices): offered sorted and searchable. */
  searchable?: boolean;
  /** A typical value of an optional field with no default: a form's starting value or placeholder, never sent by itself. */
  example?: string | number;
  /** An optional choice whose empty value means something: the label of leaving it empty ("Custom"), offered as a choice that sends nothing. */
  emptyLabel?: string;
}

/** Metadata attached to fields with `.meta()`; renderers and the uploader read it. */
export interface FieldMeta extends FieldPresentation {
  /** The form label in the user's words ("Video", "Face Image"). */
  label?: string;
  /** Alias of `label`, kept for hosts that read it. */
  title?: string;
  description?: string;
  /** One of the inputs the tool is about: shown up front, never inside a collection. */
  primary?: boolean;
  /** Position in the form: media first (100s), then prompt (200s), mode/model (300s), the rest (400s+). */
  order?: number;
  /** The field holds a file: an upload `file_path` or a URL of one of these media types. */
  asset?: readonly MediaType[];
  /** Suggested values for an open string (the service accepts others too). */
  suggestions?: readonly string[];
  /** The service's default, applied by the service when the field is left out. */
  default?: unknown;
  /** Deprecated by the service; still accepted. */
  deprecated?: boolean;
}

/** File extension of a tool's output as the service names its downloads. */
export type OutputExtension = 'mp4' | 'webm' | 'gif' | 'png' | 'jpg' | 'mp3' | 'wav';

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
  /**
   * What running it does, in sentence case starting with a verb ("Swap faces in a video"): n8n's
   * operation `action`, and the source of Zapier's Title Case create label ("Swap Faces in Video").
   */
  action: string;
  /** One line, starting with a verb. */
  description: string;
  /** Request body in wire names; unknown keys pass through. */
  schema: S;
  /** The median processing time the docs report, in seconds; seeds waiting. */
  typicalSeconds?: number;
  /** The `type` the service reports on the job (`FACE_SWAP`). */
  serviceType: string;
  /** Extension of the output files (`mp4`, `png`, …); an `output_format` in the request wins. */
  outputExtension: OutputExtension;
}
