/**
 * The flattened field view renderers (n8n, Zapier) build their forms from:
 * one entry per leaf in wire paths (`assets.video_file_path`), derived from
 * the operation's JSON Schema so nothing is restated.
 */
import { z } from 'zod';
import type { FieldSpec, FieldType } from './field-spec';
import type { MediaType, Operation } from './types';
import { applyPresentation, sortByOrder } from './presentation';

export type { FieldSpec, FieldType } from './field-spec';

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
