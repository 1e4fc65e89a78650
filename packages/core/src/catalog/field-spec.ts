/** One field as a form shows it: the flattened view `describeFields` returns. */
import type { FieldPresentation, MediaType } from './types';

/** The JSON type of a field as forms treat it. */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

/** One field as a form shows it. Paths of `items` are relative to the array item. */
export interface FieldSpec extends FieldPresentation {
  path: string;
  /** The last path segment (the wire name). */
  name: string;
  type: FieldType;
  /** True only when required at every level of the path. */
  required: boolean;
  /** The form label in the user's words. */
  label: string;
  /** Alias of `label` (hosts read it). */
  title: string;
  description?: string;
  /** One of the tool's main inputs: shown up front (never in a collection). */
  primary: boolean;
  /** Sort key: media first, then prompt, then mode/model, then the rest. */
  order: number;
  /** Allowed values (closed) or suggestions (`openOptions`). */
  options?: (string | number)[];
  /** The options are suggestions; any value of the type is accepted. */
  openOptions?: boolean;
  default?: unknown;
  min?: number;
  max?: number;
  /** Values must be a multiple of this. */
  step?: number;
  maxLength?: number;
  maxItems?: number;
  asset?: MediaType[];
  deprecated?: boolean;
  /** Fields of each item, for arrays of objects. */
  items?: FieldSpec[];
  /** Item type, for arrays of scalars. */
  itemType?: FieldType;
}
