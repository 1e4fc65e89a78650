/**
 * The wire body from a create's `bundle.inputData`: each rendered field's key
 * maps back to its wire path, numeric and boolean strings are coerced
 * losslessly (the core's `coerceInput`), a file input takes its saved item when one is picked,
 * and empty inputs send nothing. Validation stays in the core.
 */
import {
  ValidationError,
  assembleBody,
  coerceInput,
  mergeBody,
  describeFields,
  type FieldSpec,
  type Operation,
} from '@genservice/core/internal';
import { ADDITIONAL_FIELD, fieldKey } from './keys';
import { fileOrSavedItem } from './saved-item-fields';

type Input = Record<string, unknown>;

/**
 * The nested request body for `op` from Zapier input data (asset values still
 * as given). "Additional Fields (JSON)" is merged on top: the same path given
 * there wins over the form field (form fields carry defaults and closed option
 * lists; the JSON is the only way to send what the form cannot).
 */
export function bodyFromInput(op: Operation, input: Input): Record<string, unknown> {
  const pairs: [string, unknown][] = [];
  for (const spec of describeFields(op)) {
    pairs.push([spec.path, valueOf(spec, given(spec, input, [fieldKey(spec.path)]), spec.path)]);
  }
  return mergeBody(assembleBody(pairs), additionalFields(input[ADDITIONAL_FIELD]));
}

function additionalFields(raw: unknown): Input {
  if (isEmpty(raw)) return {};
  const value = typeof raw === 'string' ? parseJson(raw) : raw;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Input;
  const got = Array.isArray(value) ? 'array' : typeof value;
  throw new ValidationError([
    {
      field: ADDITIONAL_FIELD,
      message: `Invalid type for ${ADDITIONAL_FIELD}: expected a JSON object, got ${got}`,
    },
  ]);
}

function valueOf(spec: FieldSpec, raw: unknown, path: string): unknown {
  if (isEmpty(raw)) return undefined;
  if (spec.type === 'array' && spec.items) return lineItems(spec.items, raw, path);
  if (spec.type === 'array') {
    const list = (Array.isArray(raw) ? raw : [raw])
      .filter((v) => !isEmpty(v))
      .map((v) => coerceInput({ type: spec.itemType ?? 'string' }, v));
    return list.length ? list : undefined;
  }
  if (spec.type === 'object') return typeof raw === 'string' ? parseJson(raw) : raw;
  return coerceInput(spec, raw);
}

/** Line items arrive as objects keyed by the children's field keys (or, from some clients, their bare names). */
function lineItems(items: FieldSpec[], raw: unknown, parent: string): unknown {
  const rows = (Array.isArray(raw) ? raw : [raw]).filter(
    (r): r is Input => typeof r === 'object' && r !== null,
  );
  const out = rows
    .map((row) =>
      assembleBody(
        items.map((item): [string, unknown] => [
          item.path,
          valueOf(
            item,
            given(item, row, [fieldKey(`${parent}.${item.path}`), fieldKey(item.path)]),
            item.path,
          ),
        ]),
      ),
    )
    .filter((row) => Object.keys(row).length > 0);
  return out.length ? out : undefined;
}

/** What the input holds for `spec` under the first of `keys` given; a file input's saved item counts. */
function given(spec: FieldSpec, input: Input, keys: string[]): unknown {
  for (const key of keys) {
    const value = spec.asset ? fileOrSavedItem(spec, input, key) : input[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}
