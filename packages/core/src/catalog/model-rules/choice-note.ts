/**
 * What a form shows beside a choice once it is made: the chosen option's
 * description (a model's price rule), for hosts that can show a live note
 * (Zapier's dynamic copy fields) but no description per option.
 */
import type { FieldSpec } from '../field-spec';

/** The description of the value chosen in `spec`; undefined when none is chosen or it has none. */
export function choiceNote(spec: FieldSpec, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return spec.optionDescriptions?.[String(value)];
}
