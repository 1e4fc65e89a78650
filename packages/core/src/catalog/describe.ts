/**
 * The flattened field view renderers (n8n, Zapier) build their forms from:
 * one entry per leaf in wire paths (`assets.video_file_path`), derived from
 * the operation's JSON Schema so nothing is restated.
 */
import { z } from 'zod';
import type { Condition, MediaType, Operation } from './types';
import { applyPresentation, sortByOrder } from './presentation';

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

type Json = Record<string, unknown> & {
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
};

const cache = new WeakMap<Operation, FieldSpec[]>();

/** The leaf fields of `op` in wire paths, sorted by `order` (declaration order on ties). */
export function describeFields(op: Operation): FieldSpec[] {
  let fields = cache.get(op);
  if (!fields) {
    const root = z.toJSONSchema(op.schema, { io: 'input', unrepresentable: 'any' }) as Json;
    fields = sortByOrder(flatten(root, '', true));
    cache.set(op, fields);
  }
  return fields.map((f) => structuredClone(f));
}

/** `end_seconds` → `End Seconds`, `searchWeb` → `Search Web`, with common acronyms upper-cased. */
export function titleCase(name: string): string {
  const acronyms: Record<string, string> = {
    url: 'URL',
    fps: 'FPS',
    id: 'ID',
    ai: 'AI',
    qr: 'QR',
    gif: 'GIF',
  };
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => acronyms[w.toLowerCase()] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function flatten(schema: Json, prefix: string, required: boolean): FieldSpec[] {
  const out: FieldSpec[] = [];
  const requiredHere = new Set(schema.required ?? []);
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const node = unwrapNullable(raw);
    const path = prefix ? `${prefix}.${name}` : name;
    const isRequired = required && requiredHere.has(name);
    if (node.type === 'object' && node.properties) out.push(...flatten(node, path, isRequired));
    else out.push(leaf(node, path, name, isRequired));
  }
  return out;
}

function leaf(node: Json, path: string, name: string, required: boolean): FieldSpec {
  const m = node as Record<string, unknown>;
  const label = str(m.label) ?? str(node.title) ?? titleCase(name);
  const spec: FieldSpec = {
    path,
    name,
    type: typeOf(node),
    required,
    label,
    title: label,
    primary: false,
    order: 0,
  };
  if (typeof m.description === 'string' && m.description) spec.description = m.description;
  if (Array.isArray(m.enum)) spec.options = [...(m.enum as (string | number)[])];
  else if (Array.isArray(m.suggestions))
    Object.assign(spec, { options: [...(m.suggestions as string[])], openOptions: true });
  if (m.default !== undefined) spec.default = m.default;
  const min = num(m.minimum) ?? num(m.exclusiveMinimum);
  const max = num(m.maximum) ?? num(m.exclusiveMaximum);
  if (min !== undefined && min > Number.MIN_SAFE_INTEGER) spec.min = min;
  if (max !== undefined && max < Number.MAX_SAFE_INTEGER) spec.max = max;
  if (num(m.multipleOf) !== undefined) spec.step = num(m.multipleOf);
  if (num(m.maxLength) !== undefined) spec.maxLength = num(m.maxLength);
  if (num(m.maxItems) !== undefined) spec.maxItems = num(m.maxItems);
  if (Array.isArray(m.asset)) spec.asset = [...(m.asset as MediaType[])];
  if (m.deprecated === true) spec.deprecated = true;
  if (spec.type === 'array' && node.items) {
    const item = unwrapNullable(node.items);
    if (item.type === 'object' && item.properties) spec.items = flatten(item, '', true);
    else {
      spec.itemType = typeOf(item);
      if (Array.isArray(item.asset)) spec.asset = [...(item.asset as MediaType[])];
    }
  }
  applyPresentation(spec, m);
  return spec;
}

function unwrapNullable(node: Json): Json {
  const anyOf = node.anyOf as Json[] | undefined;
  if (!Array.isArray(anyOf)) return node;
  const inner = anyOf.filter((s) => s.type !== 'null');
  return inner.length === 1 ? { ...inner[0], ...omit(node, 'anyOf') } : node;
}

function typeOf(node: Json): FieldType {
  const t = node.type;
  return t === 'number' || t === 'integer' || t === 'boolean' || t === 'array' || t === 'object'
    ? t
    : 'string';
}

function omit(o: Json, key: string): Json {
  const { [key]: _, ...rest } = o;
  return rest as Json;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
