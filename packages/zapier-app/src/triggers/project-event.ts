/**
 * REST-hook triggers for project events (started, completed, errored),
 * subscribed through the hosted relay and filtered by kind. Subscribing makes
 * sure the connection's tenant exists and holds the signing secret, and says
 * what to do when it cannot receive the service's webhooks. `perform` unwraps a
 * verified delivery; `performList` returns the relay's recent events of the
 * same types in the same shape, or says what to do when none can arrive yet.
 */
import {
  PROJECT_KINDS,
  eventOutput,
  withoutEcho,
  type EventOutput,
  type HostedRelayClient,
  type ProjectKind,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { eventOutputFields, includeRawField, shownOutput } from '../outputs';
import { sampleProject } from '../samples';
import { withZapierErrors } from '../errors';
import { withDownloadFile } from '../hydrators';
import { relayFor } from '../relay';
import { deliveryOutput, listedOutput } from './deliveries';
import { NO_RELAY, readyToReceive, receivingOrSay } from './relay-ready';

export type ProjectAction = 'started' | 'completed' | 'errored';

const KINDS: readonly ProjectKind[] = PROJECT_KINDS;
const WORDING: Record<ProjectAction, { label: string; description: string }> = {
  started: {
    label: 'Project Started',
    description: 'Triggers when a video, image or audio project starts rendering.',
  },
  completed: {
    label: 'Project Completed',
    description:
      'Triggers when a video, image or audio project finishes and its files are ready to download.',
  },
  errored: {
    label: 'Project Failed',
    description:
      'Triggers when a video, image or audio project fails, with the error code and message.',
  },
};

/** The event types this trigger subscribes to for the chosen kind (all kinds when none is chosen). */
export function eventTypes(action: ProjectAction, kind: unknown): string[] {
  const kinds = KINDS.includes(kind as ProjectKind) ? [kind as ProjectKind] : KINDS;
  return kinds.map((k) => `${k}.${action}`);
}

/** The trigger for `action`, keyed `project_<action>`. */
export function projectEventTrigger(action: ProjectAction) {
  const types = (bundle: Bundle) => eventTypes(action, bundle.inputData?.kind);
  const relay = (z: ZObject, bundle: Bundle): HostedRelayClient => {
    const api = relayFor(z, bundle);
    if (!api) throw new z.errors.Error(NO_RELAY, 'RelayRequired');
    return api;
  };
  const sample = sampleEvent(action);
  const shown = (z: ZObject, bundle: Bundle, item: EventOutput) =>
    withDownloadFile(z, shownOutput(bundle, item) as EventOutput);
  return {
    key: `project_${action}`,
    noun: 'Project',
    display: WORDING[action],
    operation: {
      type: 'hook' as const,
      inputFields: [
        {
          key: 'kind',
          label: 'Kind',
          required: false,
          choices: { video: 'Video', image: 'Image', audio: 'Audio' },
          helpText: 'Only projects of this kind. Leave empty for all kinds.',
        },
        includeRawField,
      ],
      performSubscribe: withZapierErrors(async (z, bundle) => {
        const api = relay(z, bundle);
        await readyToReceive(z, bundle, api);
        return api.subscribe({ url: bundle.targetUrl ?? '', events: types(bundle) });
      }),
      performUnsubscribe: withZapierErrors(async (z, bundle) => {
        const id = (bundle.subscribeData as { id?: string } | undefined)?.id;
        if (id) await relay(z, bundle).unsubscribe(id);
        return { id: id ?? null, unsubscribed: true };
      }),
      perform: (z: ZObject, bundle: Bundle) => {
        const item = deliveryOutput(z, bundle);
        return item && types(bundle).includes(item.event_type) ? [shown(z, bundle, item)] : [];
      },
      performList: withZapierErrors(async (z, bundle) => {
        const limit =
          bundle.meta?.limit && bundle.meta.limit > 0 ? Math.min(bundle.meta.limit, 100) : 10;
        const api = relay(z, bundle);
        const events = await api.recentEvents(types(bundle), limit);
        if (events.length === 0) await receivingOrSay(z, bundle, api);
        return events
          .map(listedOutput)
          .filter((e): e is EventOutput => e !== undefined)
          .map((e) => shown(z, bundle, e));
      }),
      sample,
      outputFields: [...eventOutputFields],
    },
  };
}

/** The sample item of an event (as shown by default): finished with files, failed with an error, or still rendering. */
function sampleEvent(action: ProjectAction) {
  const done = sampleProject('video');
  const error =
    action === 'errored'
      ? { code: 'no_source_face', message: 'Please use an image with a detectable face' }
      : null;
  const job =
    action === 'completed'
      ? done.raw
      : { ...done.raw, status: action === 'errored' ? 'error' : 'rendering', downloads: [], error };
  const item = eventOutput({
    type: `video.${action}`,
    timestamp: '2026-01-01T00:00:00.000Z',
    job: { ...job, id: done.id },
  });
  const file = action === 'completed' ? done.download_url : null;
  return { ...withoutEcho(item), download_file: file };
}
