/**
 * The client: validated creates, uploads of local inputs, waiting, and the
 * projects and face detection APIs, all over the injected runtime.
 */
import type { OperationKind, ProjectKind } from '../catalog/types';
import type { IdempotencyLedger } from '../ledger/types';
import type { CreateResponse, FaceDetection, Project } from '../schemas/project';
import { createFiles, type FilesApi, type SourceResolver } from '../uploads/files';
import type { AccountApi } from './account';
import type { FaceDetectionApi } from './face-detection';
import type { JobsApi } from './jobs';
import type { KeyedOptions, RunFacts } from './keyed-options';
import type { WaitOptions } from './poller';
import type { ProjectsApi } from './projects';
import type { SavedItemsApi } from './saved-items';
import type { PrepareOptions } from './resolve-assets';
import type * as ServicesModule from './services';
import { createTransport, type Transport, type TransportOptions } from './transport';

export interface ClientOptions extends TransportOptions {
  /** Host hook for sources the core cannot read itself (the Node entry reads `{ path }`). */
  resolveSource?: SourceResolver;
  /** Where dedupe keys are remembered; default one memory ledger per client. */
  ledger?: IdempotencyLedger;
}

/** A create's response with the collection its id belongs to. */
export type CreateResult = CreateResponse & { kind: OperationKind };

/** Options of `client.create`: an abort signal, a deadline, a dedupe key and the account's tier. */
export interface CreateOptions extends KeyedOptions {
  signal?: AbortSignal;
  /**
   * The account's tier; paid-plan rules refuse before anything is uploaded or created. Default:
   * the tier of this client's last `account.get()` (none read: the rules are not applied).
   */
  tier?: string;
  /**
   * Tags the project as made by this workflow or Zap (`[<tag>] <name>`), so a trigger filtered
   * "Only jobs this workflow created" (`created_by: <tag>`) hears it; 1–64 letters, digits, - or _.
   */
  creatorTag?: string;
  /** Absolute time (ms on the runtime's clock) by which the create must be answered. */
  deadline?: number;
}

export interface RunOptions extends PrepareOptions, CreateOptions {
  /** Wait for the job to finish (default false); an object sets the wait's options. */
  wait?: boolean | WaitOptions<Project>;
  /** Absolute time (ms on the runtime's clock) by which uploads, the create and the wait must end. */
  deadline?: number;
}

export interface Client {
  readonly transport: Transport;
  readonly files: FilesApi;
  readonly projects: ProjectsApi;
  readonly faceDetection: FaceDetectionApi;
  /** Get, wait for and delete any created job by its kind and id. */
  readonly jobs: JobsApi;
  /** Credit balance, tier and subscription (`GET /v1/account`). */
  readonly account: AccountApi;
  /** The account's saved items (`GET /v1/saved-items`), every page. */
  readonly savedItems: SavedItemsApi;
  /**
   * The validated wire body of a create with every local input uploaded: validates with
   * placeholders first (bad input uploads nothing), lets `hostSource` claim strings, then ONE
   * upload-urls call and streamed PUTs. Creates nothing.
   */
  prepare(
    operationKey: string,
    params: Record<string, unknown>,
    options?: PrepareOptions,
  ): Promise<Record<string, unknown>>;
  /**
   * Validates `params` (service wording), then creates. Never retried once the service may have
   * created the job. With `idempotencyKey`, reuses the key's live or finished project instead
   * (`reused: true`); see `run`. A keyed create fingerprints `params` as given: pass file inputs
   * through `run` so a re-upload does not look like other inputs.
   */
  create(
    operationKey: string,
    params: Record<string, unknown>,
    options?: CreateOptions,
  ): Promise<CreateResult & RunFacts>;
  /**
   * Uploads local inputs (one upload-urls call), creates, and optionally waits.
   * Resolves with the create result, or when waiting the finished project with its `kind` (which
   * `downloads.save` uses to refresh URLs), or the face detection record; each with `RunFacts`.
   *
   * With `idempotencyKey`, inputs are resolved (not uploaded) and fingerprinted first, then the
   * ledger decides: a key whose project is queued, rendering or complete returns it with
   * `reused: true` and creates nothing; one whose project failed or was canceled creates anew;
   * other inputs throw `IdempotencyConflictError`; a create whose outcome was never known throws
   * `MaybeCreatedError` unless `recreateUnconfirmed`. Racing runs with one key create one job.
   */
  run(
    operationKey: string,
    params: Record<string, unknown>,
    options?: RunOptions,
  ): Promise<(CreateResult | (Project & { kind: ProjectKind }) | FaceDetection) & RunFacts>;
}

let servicesModule: typeof ServicesModule | undefined;
/** Loads the catalog-backed parts on first use (keeps zod and the catalog out of upload-only processes). */
function loadServices(): typeof ServicesModule {
  // eslint-disable-next-line no-restricted-globals, @typescript-eslint/no-require-imports -- our own module, loaded lazily; no I/O
  servicesModule ??= require('./services') as typeof ServicesModule;
  return servicesModule;
}

/**
 * A client for one API key and base URL. `transport` and `files` are ready at once; the
 * catalog, validation and job APIs are loaded the first time one of them is used.
 */
export function createClient(options: ClientOptions): Client {
  const transport = createTransport(options);
  const files = createFiles(transport, { resolveSource: options.resolveSource });
  let services: ServicesModule.Services | undefined;
  const heavy = () =>
    (services ??= loadServices().createServices(transport, files, { ledger: options.ledger }));
  return {
    transport,
    files,
    get projects() {
      return heavy().projects;
    },
    get faceDetection() {
      return heavy().faceDetection;
    },
    get jobs() {
      return heavy().jobs;
    },
    get account() {
      return heavy().account;
    },
    get savedItems() {
      return heavy().savedItems;
    },
    prepare: (key, params, opts) => heavy().prepare(key, params, opts),
    create: (key, params, opts) => heavy().create(key, params, opts),
    run: (key, params, opts) => heavy().run(key, params, opts),
  };
}
