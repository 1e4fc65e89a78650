/**
 * The choices of a trigger's tool filter, labelled from the catalog: one per project `type` that
 * sends events (face detections send none), so hosts render the same list.
 */
import { operations } from '../catalog';
import { PROJECT_KINDS } from '../catalog/types';

/** A tool filter's choice: the project `type` the relay compares and the label a form shows. */
export interface ToolChoice {
  value: string;
  label: string;
}

/**
 * `labels` of one project type as one label: "Lip Sync" alone, "Face Swap (Video or Photo)" for
 * labels that differ only in their bracketed part, else the labels joined with " or ".
 */
function joinLabels(labels: string[]): string {
  if (labels.length === 1) return labels[0]!;
  const parts = labels.map((l) => /^(.*\S) \(([^()]+)\)$/.exec(l));
  const base = parts[0]?.[1];
  if (base && parts.every((p) => p?.[1] === base))
    return `${base} (${parts.map((p) => p![2]).join(' or ')})`;
  return labels.join(' or ');
}

/** Every tool that sends events, once per project `type`, sorted by label (`{ value: 'LIP_SYNC', label: 'Lip Sync' }`, …). */
export const TOOL_CHOICES: readonly ToolChoice[] = (() => {
  const byType = new Map<string, string[]>();
  for (const op of operations) {
    if (!(PROJECT_KINDS as readonly string[]).includes(op.kind)) continue;
    byType.set(op.serviceType, [...(byType.get(op.serviceType) ?? []), op.label]);
  }
  return [...byType]
    .map(([value, labels]) => ({ value, label: joinLabels(labels) }))
    .sort((a, b) => a.label.localeCompare(b.label));
})();
