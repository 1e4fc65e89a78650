/** What every route handler can reach, and the shape of a route. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JobRunner } from './jobs/state-machine';
import type { Scenario } from './jobs/scenario';
import type { AccountProfile } from './routes/account';
import type { SavedItems } from './saved-items';
import type { ResolvedOptions, WebhookEndpoint } from './options';
import type { UrlSigner } from './signed-urls';
import type { Storage } from './storage';
import type { Store } from './store';
import type { WebhookSender } from './webhooks/sender';

export interface App {
  options: ResolvedOptions;
  store: Store;
  storage: Storage;
  signer: UrlSigner;
  sender: WebhookSender;
  jobs: JobRunner;
  scenario: Scenario;
  /** Endpoints events go to: those from the options plus those added through the control API. */
  webhooks: (WebhookEndpoint & { id: string })[];
  /** Saved items per account (in memory). */
  savedItems: SavedItems;
  /** Tier, email and subscription per account set through the control API (in memory). */
  profiles: Map<string, AccountProfile>;
  log: (line: string) => void;
}

export interface RequestContext {
  app: App;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The caller's account (a hash of the API key); empty on storage routes, which carry no key. */
  account: string;
  /** Capture groups of the route's pattern, decoded. */
  params: string[];
}

/** One route: `auth` routes need the Bearer key (and count towards injected faults when under `/v1`). */
export interface Route {
  method: string;
  pattern: RegExp;
  auth: boolean;
  handle(ctx: RequestContext): Promise<void> | void;
}
