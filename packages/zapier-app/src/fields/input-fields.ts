/**
 * Zapier input fields rendered from the catalog's `describeFields`, in its
 * order (media first, then prompt, then mode/model, then the rest), with its
 * labels, option labels, pre-filled values and multi-line prompts. Long lists
 * are dynamic dropdowns, arrays of objects line items, asset fields `file`
 * inputs that also accept a URL, each followed by a "From Saved Item" dropdown. A field required only under a condition
 * ("Video" when the source is a file) is a dynamic field that appears, required,
 * while its condition holds; its controlling field refreshes the form. A
 * model's price rule shows as a note under the model once one is chosen.
 */
import {
  choiceNote,
  conditionHolds,
  describeFields,
  type Condition,
  type FieldSpec,
  type Operation,
} from '@genservice/core/internal';
import type { Bundle, InputField, PlainInputField, ZObject } from 'zapier-platform-core';
import { dropdownFor, isLongList } from './dropdowns';
import { helpText } from './help-text';
import { prefill } from './prefill';
import { hasSavedItem, savedItemField } from './saved-item-fields';
import { fieldKey } from './keys';

/**
 * The input fields of `op`: plain fields, each file input followed by its "From Saved Item"
 * dropdown, after a choice whose options have descriptions (a model's price rule) a note on the
 * chosen one, and one function per field whose presence or requiredness depends on other input
 * (a conditionally required field; a required file input, optional once a saved item is picked).
 */
export function inputFieldsFor(op: Operation): InputField[] {
  const specs = describeFields(op).filter((spec) => !spec.deprecated);
  const controllers = new Set(specs.flatMap((s) => Object.keys(s.requiredWhen ?? {})));
  return specs.flatMap((spec): InputField[] => {
    const field = toInputField(op, spec);
    if (controllers.has(spec.path)) field.altersDynamicFields = true;
    const saved = spec.asset
      ? savedItemField({ ...spec, asset: spec.asset }, field.key)
      : undefined;
    const condition = spec.requiredWhen;
    if (spec.optionDescriptions && !condition && !saved) {
      field.altersDynamicFields = true;
      return [field, (_z: ZObject, bundle: Bundle) => noteOf(spec, field, bundle.inputData ?? {})];
    }
    if (!condition && !(saved && spec.required)) return saved ? [field, saved] : [field];
    const dynamic = (_z: ZObject, bundle: Bundle) => {
      const input = bundle.inputData ?? {};
      if (condition && !holds(op, condition, input, specs)) return [];
      return [{ ...field, required: !(saved && hasSavedItem(input, field.key)) }];
    };
    if (!saved) return [dynamic];
    if (!condition) return [dynamic, saved];
    return [
      dynamic,
      (_z: ZObject, bundle: Bundle) =>
        holds(op, condition, bundle.inputData ?? {}, specs) ? [saved] : [],
    ];
  });
}

/** A copy field with the description of the option chosen in `field` (its pre-filled one when untouched). */
function noteOf(spec: FieldSpec, field: PlainInputField, input: Record<string, unknown>) {
  const chosen = field.key in input ? input[field.key] : prefill(spec);
  const note = choiceNote(spec, chosen);
  return note ? [{ key: `${field.key}__note`, type: 'copy' as const, helpText: note }] : [];
}

/**
 * The core's `conditionHolds` over Zapier input: a key the input lacks counts
 * as the value the form pre-fills (none for a choice whose emptiness means
 * something); an emptied one as the service's default.
 */
function holds(
  op: Operation,
  condition: Condition,
  input: Record<string, unknown>,
  specs: FieldSpec[],
): boolean {
  return conditionHolds(op, condition, (path) => {
    const key = fieldKey(path);
    return key in input ? input[key] : prefill(specs.find((s) => s.path === path));
  });
}

/** One field; `prefix` is the parent's wire path for the children of line items. */
export function toInputField(op: Operation, spec: FieldSpec, prefix = ''): PlainInputField {
  const path = prefix ? `${prefix}.${spec.path}` : spec.path;
  const key = fieldKey(path);
  const base: PlainInputField = { key, label: spec.label, required: spec.required };
  if (spec.type === 'array' && spec.items) {
    const children = spec.items
      .filter((i) => !i.deprecated)
      .flatMap((item) => {
        const child = toInputField(op, item, path);
        if (!item.asset) return [child];
        // A line item's file may come from its saved-item field instead; the core checks one is given.
        return [
          { ...child, required: false },
          savedItemField({ ...item, asset: item.asset }, child.key),
        ];
      });
    return { ...base, children };
  }
  const field: PlainInputField = { ...base, type: typeOf(spec), helpText: helpText(spec) };
  if (spec.type === 'array') field.list = true;
  if (spec.type === 'object') field.dict = true;
  const filled = prefill(spec);
  if (filled !== undefined) field.default = String(filled);
  else if (spec.example !== undefined) field.placeholder = String(spec.example);
  if (spec.options?.length) {
    if (spec.searchable || isLongList(spec.options)) field.dynamic = dropdownFor(op, spec).ref;
    else
      field.choices = spec.options.map((o) => ({
        value: String(o),
        sample: String(o),
        label: spec.optionLabels?.[String(o)] ?? String(o),
      }));
  }
  return field;
}

function typeOf(spec: FieldSpec): PlainInputField['type'] {
  if (spec.asset) return 'file';
  const type = spec.type === 'array' ? (spec.itemType ?? 'string') : spec.type;
  if (type === 'number' || type === 'integer' || type === 'boolean') return type;
  if (type === 'string' && (spec.multiline || (spec.maxLength ?? 0) > 255)) return 'text';
  return 'string';
}
