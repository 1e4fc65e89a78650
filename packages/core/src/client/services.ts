/**
 * The client's parts that need the catalog, validation and schemas (zod):
 * creates, the upload path of a create, and the job APIs. `createClient`
 * loads this module the first time one of them is used, so a process that
 * only uploads files never loads zod or the catalog.
 */
import { getOperation } from '../catalog';
import type { Operation } from '../catalog/types';
import { estimateOf } from '../batch/estimate';
import { createMemoryLedger } from '../ledger/memory';
import type { IdempotencyLedger } from '../ledger/types';
import { createResponseSchema, TERMINAL_STATUSES, type FaceDetection } from '../schemas/project';
import type { FilesApi } from '../uploads/files';
import { MAY_EXIST, parseAnswer } from '../schemas/answer';
import { validateRequest } from '../validation';
import { createAccount, withCreditFacts, type AccountApi } from './account';
import type { Client, CreateOptions, CreateResult, RunOptions } from './client';
import { createFaceDetection } from './face-detection';
import { createJobs, type Job } from './jobs';
import { keyedCreate, type KeyedCreateOutcome } from './keyed-create';
import type { RunFacts } from './keyed-options';
import type { WaitOptions } from './poller';
import { createProjects } from './projects';
import { createSavedItems } from './saved-items';
import { fingerprintInputs } from './keyed-inputs';
import { withCreatorTag } from './creator-tag';
import { prepareBody, resolveSources, uploadSources, type PrepareOptions } from './resolve-assets';
import type { Transport } from './transport';

/** Everything of a `Client` but its transport and files API. */
export type Services = Omit<Client, 'transport' | 'files'>;

/** The catalog-backed parts of a client over `transport` and `files`; keys default to `ledger`. */
export function createServices(
  transport: Transport,
  files: FilesApi,
  options: { ledger?: IdempotencyLedger } = {},
): Services {
  const projects = createProjects(transport);
  const faceDetection = createFaceDetection(transport);
  const jobs = createJobs(projects, faceDetection);
  const { account, tier } = rememberingTier(createAccount(transport));
  const savedItems = createSavedItems(transport);
  let ownLedger: IdempotencyLedger | undefined;
  const ledgerFor = (opts: { ledger?: IdempotencyLedger }) =>
    opts.ledger ??
    options.ledger ??
    (ownLedger ??= createMemoryLedger({ now: () => transport.runtime.now() }));

  async function send(op: Operation, body: Record<string, unknown>, opts: CreateOptions) {
    const answer = await transport
      .call({ method: 'POST', path: op.path, body, signal: opts.signal, deadline: opts.deadline })
      .catch(async (err: unknown) => {
        const needed = estimateOf(op, body, { tier: tier() }) ?? undefined;
        throw await withCreditFacts(err, needed, account, opts.signal);
      });
    const response = parseAnswer(createResponseSchema, answer, `POST ${op.path} ${MAY_EXIST}`);
    return { ...response, kind: op.kind } as CreateResult;
  }

  /** The create (keyed or not) of an operation whose inputs are resolved but not uploaded. */
  async function createOnce(
    op: Operation,
    body: Record<string, unknown>,
    inputs: () => Promise<Record<string, unknown>>,
    upload: () => Promise<Record<string, unknown>>,
    opts: CreateOptions,
  ): Promise<KeyedCreateOutcome & { facts: RunFacts }> {
    const estimate = estimateOf(op, body, { tier: tier() });
    const facts = (reused: boolean): RunFacts => ({
      dedupeKey: opts.idempotencyKey ?? null,
      reused,
      creditsEstimated: estimate,
    });
    const tagged = (b: Record<string, unknown>) =>
      withCreatorTag(op, b, opts.creatorTag, transport.runtime.now());
    if (opts.idempotencyKey === undefined) {
      const created = await send(op, tagged(await upload()), opts);
      return { reused: false, created, facts: facts(false) };
    }
    const outcome = await keyedCreate({
      op,
      inputs: await inputs(),
      options: opts,
      ledger: ledgerFor(opts),
      runtime: transport.runtime,
      jobs,
      upload,
      send: (b) => send(op, tagged(b), opts),
    });
    return { ...outcome, facts: facts(outcome.reused) };
  }

  async function create(key: string, params: Record<string, unknown>, opts: CreateOptions = {}) {
    const op = getOperation(key);
    const body = validateRequest(op, params, { tier: opts.tier ?? tier() });
    const done = await createOnce(
      op,
      body,
      async () => body,
      async () => body,
      opts,
    );
    return { ...done.created, ...done.facts };
  }

  function prepare(key: string, params: Record<string, unknown>, opts: PrepareOptions = {}) {
    return prepareBody(getOperation(key), params, files, { ...opts, tier: opts.tier ?? tier() });
  }

  async function run(key: string, params: Record<string, unknown>, opts: RunOptions = {}) {
    const op = getOperation(key);
    const sources = await resolveSources(op, params, { ...opts, tier: opts.tier ?? tier() });
    const done = await createOnce(
      op,
      sources.body,
      () => fingerprintInputs(op, sources),
      () => uploadSources(op, sources, files, opts),
      opts,
    );
    const { created, facts } = done;
    if (!opts.wait) return { ...created, ...facts };
    if (done.reused && finished(done.job)) return { ...done.job, kind: created.kind, ...facts };
    const asked = typeof opts.wait === 'object' ? opts.wait : {};
    const waitOptions = {
      signal: opts.signal,
      typicalSeconds: op.typicalSeconds,
      ...asked,
      deadline: earliest(opts.deadline, asked.deadline),
    };
    if (created.kind === 'face-detection') {
      const detection = await jobs.wait(
        'face-detection',
        created.id,
        waitOptions as WaitOptions<FaceDetection>,
      );
      return { ...detection, ...facts };
    }
    return {
      ...(await jobs.wait(created.kind, created.id, waitOptions)),
      kind: created.kind,
      ...facts,
    };
  }

  return { projects, faceDetection, jobs, account, savedItems, prepare, create, run };
}

/** The account API, remembering the tier of its last read: estimates price `default` for that plan. */
function rememberingTier(api: AccountApi): { account: AccountApi; tier: () => string | undefined } {
  let last: string | undefined;
  const account: AccountApi = {
    get: (options) =>
      api.get(options).then((a) => {
        if (a.tier) last = a.tier;
        return a;
      }),
  };
  return { account, tier: () => last };
}

function earliest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

function finished(job: Job): boolean {
  return TERMINAL_STATUSES.includes(String(job.status));
}
