/** Hidden triggers that feed the dynamic dropdowns of long catalog enumerations. */
import { allDropdowns, type Dropdown } from '../fields/dropdowns';
import { oneWordNoun } from '../copy';

/** The hidden trigger for one dropdown: every value as `{ id, name }`, named by its label, sorted when searchable. */
export function dropdownTrigger(dropdown: Dropdown) {
  const choices = dropdown.values.map((v) => ({
    id: String(v),
    name: dropdown.labels?.[String(v)] ?? String(v),
  }));
  if (dropdown.sorted) choices.sort((a, b) => a.name.localeCompare(b.name));
  return {
    key: dropdown.key,
    noun: oneWordNoun(dropdown.title),
    display: {
      label: `List ${dropdown.title} Options`,
      description: `Lists the choices for ${dropdown.title} in dropdowns.`,
      hidden: true,
    },
    operation: {
      perform: async () => choices,
      sample: choices[0] ?? { id: 'example', name: 'example' },
      outputFields: [
        { key: 'id', label: 'Value' },
        { key: 'name', label: 'Name' },
      ],
    },
  };
}

/** Every dropdown trigger, keyed for `App.triggers`. */
export function dropdownTriggers() {
  return Object.fromEntries(allDropdowns().map((d) => [d.key, dropdownTrigger(d)]));
}
