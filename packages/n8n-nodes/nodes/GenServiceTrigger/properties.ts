/**
 * The trigger's event and filter fields. Events: the service's nine in Direct mode; in Relay
 * mode also `<kind>.canceled`, which the service never sends and the relay detects. Filters
 * (tools, project name, "Only Jobs This Workflow Created") default to every job.
 */
import { EVENT_TYPES, RELAY_EVENT_TYPES, TOOL_CHOICES } from '@genservice/core/internal';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

const title = (type: string) =>
  type
    .split('.')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

function eventOption(type: string): INodePropertyOptions {
  if (!type.endsWith('.canceled')) return { name: title(type), value: type };
  return {
    name: `${title(type)} (Detected by the Relay)`,
    value: type,
    description:
      'The service never sends this event: the relay reads a job that goes quiet and announces it once when it was canceled',
  };
}

const events = (mode: 'direct' | 'relay', types: readonly string[]): INodeProperties => ({
  displayName: 'Events',
  name: 'events',
  type: 'multiOptions',
  required: true,
  default: ['video.completed', 'image.completed', 'audio.completed'],
  options: types.map(eventOption),
  description: 'The events that start the workflow',
  displayOptions: { show: { mode: [mode] } },
});

/** Events, then the filters, as the trigger's form shows them after its mode. */
export const eventAndFilterProperties: INodeProperties[] = [
  events('direct', EVENT_TYPES),
  events('relay', RELAY_EVENT_TYPES),
  {
    displayName: 'Only Jobs This Workflow Created',
    name: 'onlyThisWorkflow',
    type: 'boolean',
    default: false,
    description:
      "Whether to start only for jobs the Magic Hour nodes of this workflow created (their project names begin with this workflow's tag, [n8n-&lt;workflow ID&gt;])",
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    options: [
      {
        displayName: 'Tools',
        name: 'tools',
        type: 'multiOptions',
        default: [],
        options: TOOL_CHOICES.map((c) => ({ name: c.label, value: c.value })),
        description: 'Start only for jobs of these tools',
      },
      {
        displayName: 'Project Name Contains',
        name: 'nameContains',
        type: 'string',
        default: '',
        description: 'Start only for jobs whose project name contains this text, in any case',
      },
      {
        displayName: 'Project Name Starts With',
        name: 'nameStartsWith',
        type: 'string',
        default: '',
        description:
          "Start only for jobs whose project name starts with this text, in any case (a workflow's tag in front of the name, such as [n8n-12], is skipped)",
      },
    ],
  },
];
