/** Every trigger: the four project-event REST hooks and the hidden dropdown feeds (catalog lists, recent projects and face detections, saved items). */
import { dropdownTriggers } from './dropdown-triggers';
import { projectEventTrigger } from './project-event';
import { recentFaceDetectionsTrigger } from './recent-face-detections';
import { recentProjectsTrigger } from './recent-projects';
import { savedItemsTriggers } from './saved-items';

const hooks = [
  projectEventTrigger('started'),
  projectEventTrigger('completed'),
  projectEventTrigger('errored'),
  projectEventTrigger('canceled'),
];

/** The triggers, keyed for `App.triggers`. */
export const triggers = {
  ...Object.fromEntries(hooks.map((t) => [t.key, t])),
  ...dropdownTriggers(),
  [recentProjectsTrigger.key]: recentProjectsTrigger,
  [recentFaceDetectionsTrigger.key]: recentFaceDetectionsTrigger,
  ...savedItemsTriggers(),
};
