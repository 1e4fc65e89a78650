/**
 * Zapier input fields rendered from the catalog's `describeFields`: required
 * fields first, enumerations as dropdowns (long ones dynamic), lists as lists,
 * arrays of objects as line items, and asset fields as `file` inputs that also
 * accept a URL. Deprecated fields are left out of the form.
 */
import { describeFields, type FieldSpec, type Operation } from '@genservice/core';
import type { PlainInputField } from 'zapier-platform-core';
import { dropdownFor, isLongList } from './dropdowns';
import { fieldKey } from './keys';

/** The input fields of `op`, in the catalog's order (required first). */
export function inputFieldsFor(op: Operation): PlainInputField[] {
  return describeFields(op)
    .filter((spec) => !spec.deprecated)
    .map((spec) => toInputField(op, spec));
}

/** One field; `prefix` is the parent's wire path for the children of line items. */
export function toInputField(op: Operation, spec: FieldSpec, prefix = ''): PlainInputField {
  const path = prefix ? `${prefix}.${spec.path}` : spec.path;
  const key = fieldKey(path);
  const base: PlainInputField = { key, label: spec.title, required: spec.required };
  if (spec.type === 'array' && spec.items) {
    return {
      ...base,
      children: spec.items.filter((i) => !i.deprecated).map((item) => toInputField(op, item, path)),
    };
  }
  const field: PlainInputField = { ...base, type: typeOf(spec), helpText: helpText(spec) };
  if (spec.type === 'array') field.list = true;
  if (spec.type === 'object') field.dict = true;
  if (spec.required && spec.default !== undefined) field.default = String(spec.default);
  if (spec.options?.length) {
    if (isLongList(spec.options)) field.dynamic = dropdownFor(op, spec).ref;
    else
      field.choices = spec.options.map((o) => ({
        value: String(o),
        sample: String(o),
        label: String(o),
      }));
  }
  return field;
}

function typeOf(spec: FieldSpec): PlainInputField['type'] {
  if (spec.asset) return 'file';
  const type = spec.type === 'array' ? (spec.itemType ?? 'string') : spec.type;
  if (type === 'number' || type === 'integer' || type === 'boolean') return type;
  if (type === 'string' && (spec.maxLength ?? 0) > 255) return 'text';
  return 'string';
}

function helpText(spec: FieldSpec): string {
  const parts = [spec.description ?? `The ${spec.title.toLowerCase()}.`];
  if (spec.asset) {
    parts.push(
      `A ${spec.asset.join(', ')} file from an earlier step, or a public URL. URLs ending in a file extension are fetched by the service directly; other files are uploaded first.`,
    );
  }
  const limits = [
    spec.min !== undefined && spec.max !== undefined
      ? `From ${spec.min} to ${spec.max}.`
      : undefined,
    spec.min !== undefined && spec.max === undefined ? `At least ${spec.min}.` : undefined,
    spec.max !== undefined && spec.min === undefined ? `At most ${spec.max}.` : undefined,
    spec.maxLength !== undefined ? `Up to ${spec.maxLength} characters.` : undefined,
    spec.maxItems !== undefined ? `Up to ${spec.maxItems} items.` : undefined,
    spec.openOptions ? 'Pick a suggestion or enter any value.' : undefined,
    !spec.required && spec.default !== undefined
      ? `Defaults to ${String(spec.default)}.`
      : undefined,
  ];
  return [...parts, ...limits.filter(Boolean)].join(' ');
}
