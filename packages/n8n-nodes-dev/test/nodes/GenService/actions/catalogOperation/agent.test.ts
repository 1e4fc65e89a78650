import { getOperation } from '@genservice/core';
import type { INodeProperties } from 'n8n-workflow';
import { GenService } from '../../../../../../n8n-nodes/nodes/GenService/GenService.node';
import { agentDescription } from '../../../../../../n8n-nodes/nodes/GenService/actions/catalogOperation/agent';

describe('tool descriptions for the AI Agent', () => {
  it('say what a call costs, that it is asynchronous, and to reuse the Dedupe Key', () => {
    const text = agentDescription(getOperation('face-swap-photo'));
    expect(text).toMatch(/^Swap/);
    expect(text).toMatch(/costs about \d+ Magic Hour credits?/);
    expect(text).toContain('asynchronously');
    expect(text).toContain('project ID');
    expect(text).toContain('same Dedupe Key');
  });

  it('gives each catalog operation its own hidden toolDescription', () => {
    const props = new GenService().description.properties.filter(
      (p: INodeProperties) => p.name === 'toolDescription',
    );
    expect(props.length).toBeGreaterThan(20);
    const swap = props.find((p) => p.displayOptions?.show?.operation?.[0] === 'face-swap-photo');
    expect(swap).toMatchObject({
      type: 'hidden',
      displayOptions: { show: { resource: ['image'] } },
    });
    expect(String(swap?.default)).toContain('Dedupe Key');
  });
});
