/**
 * Reads one item's parameters for a catalog operation back into a wire body:
 * flat n8n values (numbers and booleans mapped as text coerced losslessly by
 * the core's `coerceInput`) to nested paths through `assembleBody`; empty
 * values and conditional fields whose condition does not hold left out; file
 * inputs read from their Resource Locator value (a saved item's `file_path` as is); the
 * JSON escape hatch merged last with `mergeBody`, so it wins over the form (the
 * form always carries defaults and closed lists; the JSON is the only way to
 * send what the form cannot).
 */
import { assembleBody, coerceInput, mergeBody, type FieldSpec } from '@genservice/core/internal';
import {
  jsonParse,
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
} from 'n8n-workflow';
import { paramName, upFrontPaths } from './fields';
import { fileInputValue } from './file-input';

type Ctx = Pick<IExecuteFunctions, 'getNodeParameter' | 'getNode'>;

/** The request body for item `i`; asset fields still hold what the user typed (binary names or URLs). */
export function readBody(ctx: Ctx, fields: FieldSpec[], i: number): Record<string, unknown> {
  const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const upFront = upFrontPaths(fields);
  const values = new Map<string, unknown>();
  for (const field of fields) {
    const name = paramName(field.path);
    const top = upFront.has(field.path)
      ? fileInputValue(ctx.getNodeParameter(name, i, ''))
      : undefined;
    const value = toWire(ctx, field, top === '' || top === undefined ? extra[name] : top, i);
    if (value !== undefined) values.set(field.path, value);
  }
  const byPath = new Map(fields.map((f) => [f.path, f]));
  const holds = (field: FieldSpec) =>
    Object.entries(field.requiredWhen ?? {}).every(([path, allowed]) => {
      if (values.has(path)) return allowed.includes(values.get(path));
      const control = byPath.get(path);
      return (
        allowed.includes(undefined) || allowed.includes(control?.uiDefault ?? control?.default)
      );
    });
  const pairs = fields
    .filter((f) => values.has(f.path) && holds(f))
    .map((f): [string, unknown] => [f.path, values.get(f.path)]);
  return mergeBody(
    assembleBody(pairs),
    parseJson(ctx, extra.additionalBody, 'Additional Body Fields (JSON)', i),
  );
}

function toWire(ctx: Ctx, field: FieldSpec, given: unknown, i: number): unknown {
  const raw = field.asset ? fileInputValue(given) : given;
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
    return coerceInput(field, list);
  }
  if (field.type === 'object') return parseJson(ctx, raw, field.label, i);
  return coerceInput(field, typeof raw === 'string' ? raw.trim() || undefined : raw);
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
