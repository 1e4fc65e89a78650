/**
 * One flat output shape for every host: n8n actions, Zapier creates and both
 * triggers map the same fields, and the service's record stays under `raw`.
 * File names for outputs are in `output-file-name.ts`.
 */
import type { OperationKind } from './catalog/types';
import { TERMINAL_STATUSES } from './schemas/project';

/** A face found by a face detection. */
export interface DetectedFace {
  path: string;
  url?: string;
}

/**
 * What hosts output for a job. Every key is always present (null when unknown), face keys for
 * detections only. A type alias, so it is assignable to `Record<string, unknown>`.
 */
export type JobOutput = {
  /** The job id (`project_id` too, for mapping; `id` for hosts that deduplicate by it). */
  id: string;
  project_id: string;
  kind: OperationKind;
  status: string;
  /** True once the status is final (`complete`, `error` or `canceled`). */
  is_finished: boolean;
  /** The first output file's URL, valid 24 h (read the job again for a fresh one). */
  download_url: string | null;
  download_urls: string[];
  credits_charged: number | null;
  /** The catalog's estimate of the create's credits; null when unknown or not from a create. */
  credits_estimated: number | null;
  /** The dedupe key the job was created or reused under; null when none. */
  dedupe_key: string | null;
  /** True when the job came from the dedupe key's ledger entry and nothing was created. */
  reused: boolean;
  error_code: string | null;
  error_message: string | null;
  name: string | null;
  created_at: string | null;
  /** The service's record as received. */
  raw: Record<string, unknown>;
  faces?: DetectedFace[];
  face_count?: number;
  face_paths?: string[];
  face_urls?: string[];
};

/** A job record as read from the service, a webhook or the relay (unknown fields allowed). */
type JobRecord = { id: string; status?: string } & Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** How a job came to be: a run's `RunFacts`, which `client.run` and `client.create` results carry. */
export interface OutputFacts {
  creditsEstimated?: number | null;
  dedupeKey?: string | null;
  reused?: boolean;
}

const FACT_KEYS = ['creditsEstimated', 'dedupeKey', 'reused'] as const;

/**
 * The flat output for a job of `kind`; never throws on missing fields. `facts` default to the
 * `RunFacts` a run or create result carries (they are left out of `raw`, which stays the service's).
 */
export function jobOutput(kind: OperationKind, input: JobRecord, facts?: OutputFacts): JobOutput {
  const { record, carried } = splitFacts(input);
  const known = { ...carried, ...facts };
  const status = str(record.status) ?? 'queued';
  const error = (record.error ?? null) as { code?: unknown; message?: unknown } | null;
  const urls = downloadUrls(record);
  const output: JobOutput = {
    id: record.id,
    project_id: record.id,
    kind,
    status,
    is_finished: TERMINAL_STATUSES.includes(status),
    download_url: urls[0] ?? null,
    download_urls: urls,
    credits_charged: typeof record.credits_charged === 'number' ? record.credits_charged : null,
    ...factOutput(known),
    error_code: str(error?.code),
    error_message: str(error?.message) || null,
    name: str(record.name),
    created_at: str(record.created_at),
    raw: record,
  };
  if (kind !== 'face-detection') return output;
  const faces = (Array.isArray(record.faces) ? record.faces : []).filter(
    (f): f is DetectedFace => typeof (f as DetectedFace | null)?.path === 'string',
  );
  return {
    ...output,
    faces,
    face_count: faces.length,
    face_paths: faces.map((f) => f.path),
    face_urls: faces.map((f) => f.url).filter((u): u is string => typeof u === 'string'),
  };
}

/** The output keys of run facts: what an item without a job yet (a failed create) still carries. */
export function factOutput(
  facts: OutputFacts = {},
): Pick<JobOutput, 'credits_estimated' | 'dedupe_key' | 'reused'> {
  return {
    credits_estimated: typeof facts.creditsEstimated === 'number' ? facts.creditsEstimated : null,
    dedupe_key: typeof facts.dedupeKey === 'string' ? facts.dedupeKey : null,
    reused: facts.reused === true,
  };
}

/** The record without the run facts a client result carries, and those facts. */
function splitFacts(input: JobRecord): { record: JobRecord; carried: OutputFacts } {
  if (!FACT_KEYS.some((k) => k in input)) return { record: input, carried: {} };
  const { creditsEstimated, dedupeKey, reused, ...record } = input;
  return {
    record: record as JobRecord,
    carried: { creditsEstimated, dedupeKey, reused } as OutputFacts,
  };
}

/** A trigger's output: the job's flat output plus the event's type and time. */
export type EventOutput = JobOutput & { event_type: string; event_timestamp: string | null };

/**
 * The flat output of an event, from `verifyDelivery` (`job`) or the relay's recent events (`data`);
 * the kind is the part of the type before the dot.
 */
export function eventOutput(event: {
  type: string;
  timestamp?: string | null;
  job?: JobRecord;
  data?: JobRecord;
}): EventOutput {
  const kind = event.type.split('.')[0] as OperationKind;
  const record = (event.job ?? event.data ?? { id: '' }) as JobRecord;
  return {
    ...jobOutput(kind, record),
    event_type: event.type,
    event_timestamp: event.timestamp ?? null,
  };
}

/** The URLs of `downloads`, or of the deprecated single `download` when there are none. */
function downloadUrls(record: JobRecord): string[] {
  const list = Array.isArray(record.downloads) ? record.downloads : [];
  const urls = list.map((d) => str((d as { url?: unknown } | null)?.url)).filter((u) => u !== null);
  const legacy = str((record.download as { url?: unknown } | null | undefined)?.url);
  return urls.length ? urls : legacy ? [legacy] : [];
}
