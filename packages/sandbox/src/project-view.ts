/**
 * Projects as `GET /v1/<kind>-projects/{id}` returns them (api-facts §3 and
 * §1.3), and face detections as `GET /v1/face-detection/{id}` does. Webhook
 * payloads use the same view.
 */
import { operations } from '@genservice/core/internal';
import type { UrlSigner } from './signed-urls';
import { downloadLinks } from './outputs';
import type { ProjectRow } from './store';

/** The `type` the service reports for a tool (the catalog's); unknown tools get their key in upper snake case. */
export function projectType(opKey: string): string {
  const op = operations.find((o) => o.key === opKey);
  return op?.serviceType ?? opKey.replace(/-/g, '_').toUpperCase();
}

/** Frame rate and size of the sample video every video job outputs. */
const VIDEO = { fps: 24, width: 320, height: 240 };

/** The project's public JSON; download URLs are signed afresh on every read. */
export function viewProject(
  p: ProjectRow,
  signer: UrlSigner,
  now = Date.now(),
): Record<string, unknown> {
  const done = p.status === 'complete' && p.enabled;
  const downloads = done ? downloadLinks(signer, p.outputs, now) : [];
  const common = {
    id: p.id,
    name: p.name,
    status: p.status,
    type: projectType(p.opKey),
    created_at: p.createdAt,
    enabled: p.enabled,
    credits_charged: p.credits,
    downloads,
    error: p.error,
  };
  if (p.kind === 'audio') return common;
  if (p.kind === 'image') {
    return {
      ...common,
      image_count: p.outputs.length || imageCount(p.request),
      total_frame_cost: p.credits,
    };
  }
  const start = num(p.request.start_seconds) ?? 0;
  return {
    ...common,
    width: num(p.request.width) ?? VIDEO.width,
    height: num(p.request.height) ?? VIDEO.height,
    start_seconds: start,
    end_seconds: num(p.request.end_seconds) ?? start,
    fps: VIDEO.fps,
    download: downloads[0] ?? null,
    total_frame_cost: p.credits,
  };
}

/** A face detection record: `faces` fill in while it renders. */
export function viewFaceDetection(
  p: ProjectRow,
  signer: UrlSigner,
  now = Date.now(),
): Record<string, unknown> {
  const expiresAt = now + 24 * 60 * 60 * 1000;
  const faces = p.outputs.map((path) => ({ path, url: signer.sign('GET', `/${path}`, expiresAt) }));
  return { id: p.id, credits_charged: p.credits, status: p.status, faces };
}

function imageCount(request: Record<string, unknown>): number {
  return num(request.image_count) ?? 1;
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
