import type { INodeProperties } from 'n8n-workflow';
import {
  buildRegistry,
  findOperation,
  nodeProperties,
  nodeSubtitle,
} from '../../../../n8n-nodes/nodes/GenService/actions/registry';

const props = nodeProperties();
const selectors = props.filter((p) => p.name === 'operation');

describe('Magic Hour node: the operation registry', () => {
  it('routes every operation the node lists, and nothing it does not list', () => {
    const listed = selectors.flatMap((p) =>
      (p.options as { value: string }[]).map(
        (o) => `${(p.displayOptions!.show!.resource as string[])[0]}:${o.value}`,
      ),
    );
    const registered = Object.entries(buildRegistry()).flatMap(([resource, ops]) =>
      Object.keys(ops).map((key) => `${resource}:${key}`),
    );
    expect(listed.sort()).toEqual(registered.sort());
    for (const entry of listed) {
      const [resource, operation] = entry.split(':') as [string, string];
      expect(findOperation(resource, operation)).toBeDefined();
    }
  });

  it('finds no operation for an unknown name or an inherited property', () => {
    expect(findOperation('project', 'archive')).toBeUndefined();
    expect(findOperation('project', 'toString')).toBeUndefined();
    expect(findOperation('nothing', 'get')).toBeUndefined();
  });

  it("shows each hand-written operation's parameters only for that operation", () => {
    const projectId = props.filter((p) => p.name === 'projectId');
    expect(projectId.map((p) => p.displayOptions?.show)).toEqual(
      expect.arrayContaining([
        { resource: ['project'], operation: ['delete'] },
        { resource: ['project'], operation: ['get'] },
        { resource: ['project'], operation: ['wait'] },
      ]),
    );
    const upload = props.find((p) => p.name === 'mediaType') as INodeProperties;
    expect(upload.displayOptions?.show).toEqual({ resource: ['file'], operation: ['upload'] });
  });

  it("subtitles the canvas node with the tool's label, not its API name", () => {
    const expression = nodeSubtitle().replace(/^=\{\{(.*)\}\}$/s, '$1');
    const subtitle = (resource: string, operation: string) =>
      new Function('$parameter', `return ${expression}`)({ resource, operation }) as string;
    expect(subtitle('image', 'image-background-remover')).toBe('Image Background Remover');
    expect(subtitle('video', 'face-swap')).toBe('Face Swap (Video)');
    expect(subtitle('project', 'get')).toBe('Get Project');
    expect(nodeSubtitle()).not.toContain('}}}');
  });
});
