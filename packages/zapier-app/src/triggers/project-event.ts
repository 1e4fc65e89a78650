/**
 * REST-hook triggers for project events (started, completed, errored, and
 * canceled, which the relay detects because the service sends no event for it),
 * subscribed through the hosted relay and filtered by kind and by the filters
 * the relay applies (tool, project name, this Zap's own jobs). Subscribing makes
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
import { filterFields, filtersOf, passes } from './filters';
import { NO_RELAY, readyToReceive, receivingOrSay } from './relay-ready';

export type ProjectAction = 'started' | 'completed' | 'errored' | 'canceled';

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
  canceled: {
    label: 'Project Canceled',
    description:
      'Triggers when a video, image or audio project is canceled (detected by the webhook relay, as the service itself sends no event for it).',
  },
};

/** Without a Zap id the relay cannot tell this Zap's jobs apart, so the subscribe stops. */
const NO_ZAP_ID =
  "Only Jobs This Zap Created needs the Zap's ID, which this run did not give. Turn the Zap off and on again, or set Only Jobs This Zap Created to No.";

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
        ...filterFields,
        includeRawField,
      ],
      performSubscribe: withZapierErrors(async (z, bundle) => {
        const { filters, wantsOwn, tag } = filtersOf(bundle);
        if (wantsOwn && !tag) throw new z.errors.Error(NO_ZAP_ID, 'ZapIdMissing');
        const api = relay(z, bundle);
        await readyToReceive(z, bundle, api);
        const url = bundle.targetUrl ?? '';
        return api.subscribe({ url, events: types(bundle), ...(filters ? { filters } : {}) });
      }),
      performUnsubscribe: withZapierErrors(async (z, bundle) => {
        const id = (bundle.subscribeData as { id?: string } | undefined)?.id;
        if (id) await relay(z, bundle).unsubscribe(id);
        return { id: id ?? null, unsubscribed: true };
      }),
      perform: (z: ZObject, bundle: Bundle) => {
        const item = deliveryOutput(z, bundle);
        const wanted = item && types(bundle).includes(item.event_type) && passes(bundle, item.raw);
        return wanted ? [shown(z, bundle, item)] : [];
      },
      performList: withZapierErrors(async (z, bundle) => {
        const limit =
          bundle.meta?.limit && bundle.meta.limit > 0 ? Math.min(bundle.meta.limit, 100) : 10;
        const api = relay(z, bundle);
        const filtered = filtersOf(bundle).filters !== undefined;
        const events = await api.recentEvents(types(bundle), filtered ? 100 : limit);
        if (events.length === 0) await receivingOrSay(z, bundle, api);
        return events
          .map(listedOutput)
          .filter((e): e is EventOutput => e !== undefined && passes(bundle, e.raw))
          .slice(0, limit)
          .map((e) => shown(z, bundle, e));
      }),
      sample,
      outputFields: [...eventOutputFields],
    },
  };
}

const SAMPLE_STATUS: Record<ProjectAction, string> = {
  started: 'rendering',
  completed: 'complete',
  errored: 'error',
  canceled: 'canceled',
};

/** The sample item of an event (as shown by default): finished with files, failed with an error, canceled, or still rendering. */
function sampleEvent(action: ProjectAction) {
  const done = sampleProject('video');
  const error =
    action === 'errored'
      ? { code: 'no_source_face', message: 'Please use an image with a detectable face' }
      : null;
  const job =
    action === 'completed'
      ? done.raw
      : { ...done.raw, status: SAMPLE_STATUS[action], downloads: [], error };
  const item = eventOutput({
    type: `video.${action}`,
    timestamp: '2026-01-01T00:00:00.000Z',
    job: { ...job, id: done.id },
  });
  const file = action === 'completed' ? done.download_url : null;
  return { ...withoutEcho(item), download_file: file };
}
