/**
 * Coercion at the host boundary: a form or an expression hands over `"2"`
 * where a number is expected. Only lossless conversions are made; anything
 * else passes through unchanged so validation reports it in the service's
 * wording (`Invalid type for …: expected number, got string`).
 */
import { clonePlain } from './body';
import { describeFields, type FieldSpec } from './describe';
import type { Operation } from './types';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * `raw` converted to the field's type when that loses nothing: decimal
 * strings (surrounding spaces allowed) to numbers, `'true'`/`'false'` to
 * booleans, item by item for arrays of scalars. Hex, empty or partly numeric
 * strings and digits a double cannot hold exactly are returned unchanged.
 */
export function coerceInput(spec: Pick<FieldSpec, 'type' | 'itemType'>, raw: unknown): unknown {
  const type = spec.type === 'array' ? spec.itemType : spec.type;
  if (spec.type === 'array' && Array.isArray(raw))
    return raw.map((item) => coerceScalar(type, item));
  return spec.type === 'array' ? raw : coerceScalar(type, raw);
}

/** A copy of the wire `body` with `coerceInput` applied at every field of `op` it holds. */
export function coerceBody(op: Operation, body: Record<string, unknown>): Record<string, unknown> {
  const copy = clonePlain(body);
  for (const field of describeFields(op)) {
    const segments = field.path.split('.');
    const last = segments.pop()!;
    const holder = segments.reduce<unknown>(
      (node, key) => (isRecord(node) ? node[key] : undefined),
      copy,
    );
    if (isRecord(holder) && Object.prototype.hasOwnProperty.call(holder, last))
      holder[last] = coerceInput(field, holder[last]);
  }
  return copy;
}

function coerceScalar(type: FieldSpec['type'] | undefined, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (type === 'boolean') {
    const lower = text.toLowerCase();
    return lower === 'true' ? true : lower === 'false' ? false : raw;
  }
  if (type !== 'number' && type !== 'integer') return raw;
  if (!DECIMAL.test(text)) return raw;
  const n = Number(text);
  return Number.isFinite(n) && canonical(text) === canonical(String(n)) ? n : raw;
}

/** A decimal string as `<sign><significant digits>e<exponent>`, so equal values compare equal. */
function canonical(decimal: string): string {
  const m = /^([+-]?)(\d*)\.?(\d*)(?:e([+-]?\d+))?$/i.exec(decimal)!;
  const [, sign = '', whole = '', fraction = '', exp = '0'] = m;
  const digits = (whole + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  const leadingZeros = (whole + fraction).length - digits.length;
  const exponent = Number(exp) + whole.length - leadingZeros;
  return `${sign === '-' ? '-' : ''}${digits.replace(/0+$/, '')}e${exponent}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
