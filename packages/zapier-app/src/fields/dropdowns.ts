/**
 * Dynamic dropdowns for the catalog's long enumerations (voices, templates,
 * styles, models): one hidden trigger per distinct list, shared by every field
 * that offers the same values. A trigger is named after the field
 * (`choices_voice_name`), or after the operation and field when two different
 * lists share a name (`choices_animation_art_style`).
 */
import {
  describeFields,
  operations,
  type FieldSpec,
  type Operation,
} from '@genservice/core/internal';
import { createKey } from './keys';

/** Lists longer than this become dynamic dropdowns; shorter ones static choices. */
export const LONG_LIST = 20;

export interface Dropdown {
  /** The hidden trigger's key. */
  key: string;
  /** `dynamic` reference: `<key>.id.name`. */
  ref: string;
  /** Title of the first field offering the list, for the trigger's label. */
  title: string;
  values: readonly (string | number)[];
  /** Human labels of values (the catalog's `optionLabels`); a value without one shows as itself. */
  labels?: Readonly<Record<string, string>>;
  /** List the choices sorted by label (the catalog marks the list `searchable`). */
  sorted: boolean;
}

/** True when a list of options is long enough for a dynamic dropdown. */
export function isLongList(options: readonly unknown[]): boolean {
  return options.length > LONG_LIST;
}

let registry: { byList: Map<string, Dropdown>; all: Dropdown[] } | undefined;

/** Every dynamic dropdown the catalog needs, in catalog order. */
export function allDropdowns(): Dropdown[] {
  return build().all;
}

/** The dropdown serving `spec` of `op`; throws when the field has no long list. */
export function dropdownFor(_op: Operation, spec: FieldSpec): Dropdown {
  const found = build().byList.get(listId(spec.options ?? []));
  if (!found) throw new Error(`No dropdown for ${spec.path}`);
  return found;
}

function build() {
  if (registry) return registry;
  const fields: { op: Operation; spec: FieldSpec }[] = [];
  for (const op of operations) {
    for (const spec of describeFields(op)) {
      for (const leaf of spec.items ?? [spec])
        if (leaf.options && (leaf.searchable || isLongList(leaf.options)))
          fields.push({ op, spec: leaf });
    }
  }
  const listsPerName = new Map<string, Set<string>>();
  for (const { spec } of fields) {
    const lists = listsPerName.get(spec.name) ?? new Set<string>();
    lists.add(listId(spec.options!));
    listsPerName.set(spec.name, lists);
  }
  const byList = new Map<string, Dropdown>();
  for (const { op, spec } of fields) {
    const id = listId(spec.options!);
    if (byList.has(id)) continue;
    const shared = listsPerName.get(spec.name)!.size === 1;
    const key = shared ? `choices_${spec.name}` : `choices_${createKey(op)}_${spec.name}`;
    byList.set(id, {
      key,
      ref: `${key}.id.name`,
      title: spec.label,
      values: spec.options!,
      labels: spec.optionLabels,
      sorted: spec.searchable === true,
    });
  }
  registry = { byList, all: [...byList.values()] };
  return registry;
}

function listId(options: readonly unknown[]): string {
  return JSON.stringify(options);
}
