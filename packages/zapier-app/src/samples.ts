/**
 * Samples of what a step outputs, built from the catalog: each tool's sample
 * carries the `type` the service reports for it, a name like the service's
 * default ("<tool> - <date>") and an output file of the tool's media.
 */
import { operations, type Operation, type ProjectKind } from '@genservice/core/internal';
import { projectOutput, type ProjectOutput } from './outputs';

const CREATED_AT = '2026-01-01T09:30:00.000Z';

/** A finished project as `op` would output it. */
export function sampleForOperation(
  op: Operation,
  kind: ProjectKind,
): ProjectOutput & { download_file: string | null } {
  const id = `cuid-example-${op.key}`;
  const project = projectOutput(kind, {
    id,
    name: `${op.label} - Jan 1, 2026 9:30 AM`,
    status: 'complete',
    type: op.serviceType,
    created_at: CREATED_AT,
    enabled: true,
    credits_charged: kind === 'video' ? 120 : kind === 'audio' ? 20 : 5,
    downloads: [
      {
        url: `https://videos.magichour.ai/${id}/output.${op.outputExtension}`,
        expires_at: '2026-01-02T09:30:00.000Z',
      },
    ],
    error: null,
  });
  const url = project.download_url;
  return { ...project, download_file: typeof url === 'string' ? url : null };
}

/** A finished project of `kind`, from the first tool of that kind (for triggers and searches over every tool). */
export function sampleProject(kind: ProjectKind): ReturnType<typeof sampleForOperation> {
  const op = operations.find((o) => o.kind === kind);
  if (!op) throw new Error(`The catalog has no ${kind} tool`);
  return sampleForOperation(op, kind);
}
