import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { GenServiceTrigger } from '../../../../n8n-nodes/nodes/GenServiceTrigger/GenServiceTrigger.node';

const props = new GenServiceTrigger().description.properties;
const eventsIn = (mode: string) =>
  props.find((p) => p.name === 'events' && p.displayOptions?.show?.mode?.includes(mode))!;
const values = (p: INodeProperties) => (p.options as INodePropertyOptions[]).map((o) => o.value);

describe('Magic Hour Trigger: event and filter fields', () => {
  it('offers canceled events only in Relay mode, marked as detected by the relay', () => {
    expect(values(eventsIn('direct'))).not.toContain('video.canceled');
    const relay = eventsIn('relay').options as INodePropertyOptions[];
    for (const kind of ['video', 'image', 'audio']) {
      const canceled = relay.find((o) => o.value === `${kind}.canceled`);
      expect(canceled?.name).toMatch(/Canceled \(Detected by the Relay\)$/);
      expect(canceled?.description).toContain('never sends');
    }
    expect(values(eventsIn('relay'))).toEqual(expect.arrayContaining(values(eventsIn('direct'))));
  });

  it('defaults to every job: Only Jobs This Workflow Created off, no filter added', () => {
    expect(props.find((p) => p.name === 'onlyThisWorkflow')).toMatchObject({
      type: 'boolean',
      default: false,
    });
    const filters = props.find((p) => p.name === 'filters')!;
    expect(filters).toMatchObject({ type: 'collection', default: {} });
    const fields = (filters.options as INodeProperties[]).map((o) => o.displayName);
    expect(fields).toEqual(['Project Name Contains', 'Project Name Starts With', 'Tools']);
  });

  it('lists tools by their labels, once per project type', () => {
    const filters = props.find((p) => p.name === 'filters')!;
    const tools = (filters.options as INodeProperties[]).find((o) => o.name === 'tools')!;
    const options = tools.options as INodePropertyOptions[];
    expect(options).toEqual(
      expect.arrayContaining([
        { name: 'Lip Sync', value: 'LIP_SYNC' },
        { name: 'Face Swap (Video or Photo)', value: 'FACE_SWAP' },
      ]),
    );
    expect(options.map((o) => o.value)).not.toContain('FACE_DETECTION');
  });
});
