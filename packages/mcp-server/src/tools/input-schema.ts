/**
 * A create tool's input JSON Schema, rendered from the operation's zod schema: standard JSON
 * Schema keywords only, file fields saying what they take, conditional requirements in words,
 * plus the server's own `dedupe_key` and `max_credits`.
 */
import { z } from 'zod';
import type { Operation } from '@genservice/core/internal';

type Json = Record<string, unknown>;

const KEEP = new Set([
  'type',
  'title',
  'description',
  'properties',
  'required',
  'items',
  'enum',
  'const',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'anyOf',
  'oneOf',
  'examples',
  'deprecated',
]);

/** The words that tell an agent what a file field takes. */
export function fileHelp(local: boolean): string {
  return local
    ? 'File: a local path (uploaded for you), an https URL ending in the extension, or a file_path.'
    : 'File: an https URL ending in the extension, or a file_path from upload_file.';
}

/** Describes the server's own create options. */
export const CREATE_OPTIONS: Record<string, Json> = {
  dedupe_key: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    description:
      'Your name for this job (e.g. "intro-video-v1"). Calling again with the same key returns the same project instead of paying again, for 30 days. Without one, the same call repeated within about 10 minutes returns the same project.',
  },
  max_credits: {
    type: 'number',
    minimum: 0,
    description:
      'Refuse this call when its estimated cost is higher, or cannot be estimated. Nothing is uploaded or created when refused.',
  },
};

/** The input schema of `op`'s create tool. */
export function createInputSchema(op: Operation, local: boolean): Json {
  const raw = z.toJSONSchema(op.schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const root = clean(raw, local);
  root.properties = { ...(root.properties as Json), ...CREATE_OPTIONS };
  return root;
}

function clean(node: Json, local: boolean): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEEP.has(key)) continue;
    if (key === 'properties') {
      const props: Json = {};
      for (const [name, child] of Object.entries(value as Record<string, Json>))
        if (child.deprecated !== true) props[name] = clean(child, local);
      out.properties = props;
    } else if (key === 'items') out.items = clean(value as Json, local);
    else if (key === 'anyOf' || key === 'oneOf')
      out[key] = (value as Json[]).map((c) => clean(c, local));
    else if (!isSafeIntegerBound(key, value)) out[key] = value;
  }
  const notes = [
    typeof node.description === 'string' ? node.description : '',
    Array.isArray(node.asset) ? fileHelp(local) : '',
    optionNote(node.optionLabels),
    requiredNote(node.requiredWhen),
  ].filter(Boolean);
  if (notes.length) out.description = notes.join(' ');
  return out;
}

/** zod's stand-in bounds of an unbounded integer (±MAX_SAFE_INTEGER) say nothing: left out. */
function isSafeIntegerBound(key: string, value: unknown): boolean {
  return (
    (key === 'minimum' || key === 'maximum') &&
    typeof value === 'number' &&
    Math.abs(value) >= Number.MAX_SAFE_INTEGER
  );
}

function optionNote(labels: unknown): string {
  if (!labels || typeof labels !== 'object') return '';
  const pairs = Object.entries(labels as Record<string, string>).map(([v, l]) => `${v} = ${l}`);
  return pairs.length ? `Values: ${pairs.join('; ')}.` : '';
}

function requiredNote(when: unknown): string {
  if (!when || typeof when !== 'object') return '';
  const parts = Object.entries(when as Record<string, unknown[]>).map(
    ([path, values]) =>
      `${path} is ${values.map((v) => (v === undefined ? 'empty' : String(v))).join(' or ')}`,
  );
  return `Required when ${parts.join(' and ')}.`;
}
