/** One field as a form shows it: the flattened view `describeFields` returns. */
import type { Condition, MediaType } from './types';

/** The JSON type of a field as forms treat it. */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

/** One field as a form shows it. Paths of `items` are relative to the array item. */
export interface FieldSpec {
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
  /** A primary field shown and required only while this holds; paths are wire paths. */
  requiredWhen?: Condition;
  /** Sort key: media first, then prompt, then mode/model, then the rest. */
  order: number;
  /** Human labels of option values. */
  optionLabels?: Record<string, string>;
  /** The value a form pre-fills: the entry's choice, else the service's `default`. */
  uiDefault?: unknown;
  /** Shown as a multi-line box. */
  multiline?: boolean;
  /** A long list: offered sorted and searchable. */
  searchable?: boolean;
  /** A typical value: where a form must start an optional field somewhere, it starts here; never sent by itself. */
  example?: string | number;
  /** The label of leaving this optional choice empty; forms offer it as a choice that sends nothing. */
  emptyLabel?: string;
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
