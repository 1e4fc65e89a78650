/**
 * The tools a trigger can filter on, as labelled choices from the catalog: one per project
 * `type` the service sends events for (face detections send none), so n8n and Zapier offer the
 * same list in the same words.
 */
import { operations } from '../catalog';
import { PROJECT_KINDS } from '../catalog/types';

/** One choice: the project `type` a `tools` filter takes and the tool's label. */
export interface ToolChoice {
  value: string;
  label: string;
}

/** The label of a type several tools share: `Face Swap (Video, Photo)` when only the variant differs. */
function sharedLabel(labels: string[]): string {
  if (labels.length === 1) return labels[0]!;
  const parts = labels.map((l) => /^(.*?) \(([^)]+)\)$/.exec(l));
  const base = parts[0]?.[1];
  if (base && parts.every((p) => p?.[1] === base))
    return `${base} (${parts.map((p) => p![2]).join(', ')})`;
  return labels.join(' / ');
}

/** Every tool with events, by label: `{ value: 'LIP_SYNC', label: 'Lip Sync' }`, … */
export const TOOL_CHOICES: readonly ToolChoice[] = (() => {
  const byType = new Map<string, string[]>();
  for (const op of operations) {
    if (!(PROJECT_KINDS as readonly string[]).includes(op.kind)) continue;
    byType.set(op.serviceType, [...(byType.get(op.serviceType) ?? []), op.label]);
  }
  return [...byType]
    .map(([value, labels]) => ({ value, label: sharedLabel(labels) }))
    .sort((a, b) => a.label.localeCompare(b.label));
})();
