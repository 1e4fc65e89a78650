/**
 * The fields of the Estimate Credits search: Tool (every catalog tool, by its
 * action label), then the picked tool's own fields exactly as its create shows
 * them (with their saved-item pickers), then Additional Fields (JSON).
 */
import { operations, type Operation } from '@genservice/core/internal';
import type { Bundle, PlainInputField, ZObject } from 'zapier-platform-core';
import { createLabel } from '../copy';
import { inputFieldsFor } from './input-fields';
import { ADDITIONAL_FIELD } from './keys';

/** The key of the Tool field. */
export const TOOL_FIELD = 'tool';

/** The catalog tool picked in Tool; undefined when none (or an unknown one) is. */
export function pickedTool(input: Record<string, unknown> | undefined): Operation | undefined {
  const key = String(input?.[TOOL_FIELD] ?? '').trim();
  return operations.find((o) => o.key === key);
}

/** Tool: refreshes the form so the tool's fields appear. */
export const toolField: PlainInputField = {
  key: TOOL_FIELD,
  label: 'Tool',
  required: true,
  altersDynamicFields: true,
  choices: operations
    .map((op) => ({ value: op.key, sample: op.key, label: createLabel(op) }))
    .sort((a, b) => a.label.localeCompare(b.label)),
  helpText: 'The tool to price. Its fields appear below, as in its own action.',
};

/** The JSON escape hatch, as on every create. */
export const additionalField: PlainInputField = {
  key: ADDITIONAL_FIELD,
  label: 'Additional Fields (JSON)',
  type: 'code',
  required: false,
  helpText: 'For experts: a JSON object merged into the request, as in the tool’s own action.',
};

/** The picked tool's own fields (none until one is picked). */
export async function toolFields(z: ZObject, bundle: Bundle): Promise<PlainInputField[]> {
  const op = pickedTool(bundle.inputData);
  if (!op) return [];
  const fields: PlainInputField[] = [];
  for (const field of inputFieldsFor(op)) {
    if (typeof field !== 'function') fields.push(field as PlainInputField);
    else {
      const dynamic = field as (z: ZObject, bundle: Bundle) => unknown;
      fields.push(...((await dynamic(z, bundle)) as PlainInputField[]));
    }
  }
  return fields;
}
