/**
 * Reads one item's parameters for a catalog operation back into a wire body:
 * flat n8n values to nested paths through the core's `assembleBody`, the
 * JSON escape hatch merged last, empty optional values left out.
 */
import { assembleBody, mergeBody, type FieldSpec } from '@genservice/core';
import {
  jsonParse,
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
} from 'n8n-workflow';
import { paramName } from './fields';

type Ctx = Pick<IExecuteFunctions, 'getNodeParameter' | 'getNode'>;

/** The request body for item `i`; asset fields still hold what the user typed (binary names or URLs). */
export function readBody(ctx: Ctx, fields: FieldSpec[], i: number): Record<string, unknown> {
  const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const pairs: [string, unknown][] = [];
  for (const field of fields) {
    const name = paramName(field.path);
    const raw = field.required ? ctx.getNodeParameter(name, i) : extra[name];
    const value = toWire(ctx, field, raw, i);
    if (value !== undefined) pairs.push([field.path, value]);
  }
  return mergeBody(
    assembleBody(pairs),
    parseJson(ctx, extra.additionalBody, 'Additional Body Fields (JSON)', i),
  );
}

function toWire(ctx: Ctx, field: FieldSpec, raw: unknown, i: number): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (field.type === 'array' && field.items) {
    const rows = ((raw as IDataObject).values as IDataObject[] | undefined) ?? [];
    return rows.length
      ? rows.map((row) =>
          assembleBody(
            field.items!.map((f): [string, unknown] => [
              f.path,
              toWire(ctx, f, row[paramName(f.path)], i),
            ]),
          ),
        )
      : undefined;
  }
  if (field.type === 'array') {
    const list = Array.isArray(raw)
      ? raw
      : String(raw)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
    return field.itemType === 'number' || field.itemType === 'integer' ? list.map(Number) : list;
  }
  if (field.type === 'object') return parseJson(ctx, raw, field.title, i);
  return typeof raw === 'string' ? raw.trim() || undefined : raw;
}

function parseJson(
  ctx: Ctx,
  raw: unknown,
  label: string,
  i: number,
): Record<string, unknown> | undefined {
  if (raw === undefined || raw === '' || raw === '{}') return undefined;
  if (typeof raw === 'object') return raw as Record<string, unknown>;
  try {
    return jsonParse<Record<string, unknown>>(String(raw));
  } catch {
    throw new NodeOperationError(ctx.getNode(), `${label} is not valid JSON`, { itemIndex: i });
  }
}
