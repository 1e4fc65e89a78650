/**
 * The app definition as Zapier's checks read it: every trigger, search and
 * create with its display, noun and input fields, line-item children
 * flattened, and the fields a create shows only under a condition (or
 * requires only without a saved item) rendered from the catalog as the form renders them.
 */
import { describeFields, operations } from '@genservice/core/internal';
import type { PlainInputField } from 'zapier-platform-core';
import App from '../../src';
import { toInputField } from '../../src/fields/input-fields';
import { createKey } from '../../src/fields/keys';
import { savedItemField } from '../../src/fields/saved-item-fields';

/** One trigger, search or create. */
export interface Member {
  type: 'trigger' | 'search' | 'create';
  key: string;
  noun: string;
  display: { label: string; description: string; hidden?: boolean };
  fields: PlainInputField[];
  sample?: unknown;
  outputFields: unknown[];
}

interface Defined {
  key: string;
  noun: string;
  display: Member['display'];
  operation: { inputFields?: unknown[]; sample?: unknown; outputFields?: unknown[] };
}

const conditional = new Map(
  operations.map((op) => [
    createKey(op),
    describeFields(op)
      .filter((s) => (s.requiredWhen || (s.asset && s.required)) && !s.deprecated)
      .flatMap((s) => {
        const field = { ...toInputField(op, s), required: true };
        // A conditional file input's saved-item picker is shown with it.
        return s.asset && s.requiredWhen
          ? [field, savedItemField({ ...s, asset: s.asset }, field.key)]
          : [field];
      }),
  ]),
);

function member(type: Member['type'], d: Defined): Member {
  const plain = (d.operation.inputFields ?? []).filter(
    (f): f is PlainInputField => typeof f === 'object' && f !== null,
  );
  const all = [...plain, ...(type === 'create' ? (conditional.get(d.key) ?? []) : [])];
  return {
    type,
    key: d.key,
    noun: d.noun,
    display: d.display,
    fields: all.flatMap((f) => [f, ...((f.children ?? []) as PlainInputField[])]),
    sample: d.operation.sample,
    outputFields: d.operation.outputFields ?? [],
  };
}

const section = (s: Record<string, unknown>) => Object.values(s) as Defined[];

/** Every member of the app. */
export const members: Member[] = [
  ...section(App.triggers).map((d) => member('trigger', d)),
  ...section(App.searches).map((d) => member('search', d)),
  ...section(App.creates).map((d) => member('create', d)),
];

/** The members a Zap builder sees (hidden dropdown feeds excluded). */
export const visible = members.filter((m) => !m.display.hidden);

/** The app's trigger keys, for dynamic dropdown references. */
export const triggerKeys = new Set(Object.keys(App.triggers));
