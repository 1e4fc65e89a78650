/** Every trigger: the three project-event REST hooks and the hidden dropdown feeds. */
import { dropdownTriggers } from './dropdown-triggers';
import { projectEventTrigger } from './project-event';

const hooks = [
  projectEventTrigger('started'),
  projectEventTrigger('completed'),
  projectEventTrigger('errored'),
];

/** The triggers, keyed for `App.triggers`. */
export const triggers = {
  ...Object.fromEntries(hooks.map((t) => [t.key, t])),
  ...dropdownTriggers(),
};
