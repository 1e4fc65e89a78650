import { describeFields, operations, type Operation } from '@genservice/core';
import { z } from 'zod';
import type { INodeProperties } from 'n8n-workflow';
import { nodeProperties } from '../../../nodes/GenService/actions/registry';

const props = nodeProperties();
const operationOptions = (resource: string) =>
  props.find((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource))!
    .options as { value: string }[];
const forOp = (key: string) =>
  props.filter((p) => (p.displayOptions?.show?.operation as string[] | undefined)?.includes(key));

describe('Generation Service node: properties rendered from the catalog', () => {
  it('offers every catalog operation under the resource of its kind', () => {
    for (const op of operations) {
      const resource = op.kind === 'face-detection' ? 'faceDetection' : op.kind;
      expect(operationOptions(resource).map((o) => o.value)).toContain(op.key);
    }
  });

  it('puts required fields up front and optional ones in Additional Fields', () => {
    const fields = describeFields(operations.find((o) => o.key === 'face-swap')!);
    const shown = forOp('face-swap');
    const topLevel = shown.filter((p) => p.required).map((p) => p.name);
    expect(topLevel).toEqual(
      fields.filter((f) => f.required).map((f) => f.path.replace(/\./g, '_')),
    );
    const extra = shown.find((p) => p.name === 'additionalFields')!.options as INodeProperties[];
    expect(extra.map((p) => p.name)).toEqual(
      expect.arrayContaining(['assets_video_file_path', 'assets_face_mappings', 'additionalBody']),
    );
    expect(extra.map((p) => p.name)).not.toContain('width');
  });

  it('renders closed choices as options and asset fields as binary-or-URL strings', () => {
    const shown = forOp('face-swap');
    expect(shown.find((p) => p.name === 'assets_video_source')).toMatchObject({
      type: 'options',
      default: 'file',
    });
    const extra = shown.find((p) => p.name === 'additionalFields')!.options as INodeProperties[];
    expect(extra.find((p) => p.name === 'assets_video_file_path')).toMatchObject({
      type: 'string',
      placeholder: 'data',
    });
    expect(extra.find((p) => p.name === 'assets_face_mappings')).toMatchObject({
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, maxAllowedFields: 5 },
    });
  });

  it('adds an operation for a new catalog entry with no n8n code change', () => {
    const op: Operation = {
      key: 'ai-new-tool',
      method: 'POST',
      path: '/v1/ai-new-tool',
      kind: 'audio',
      label: 'AI New Tool',
      description: 'Make a new thing.',
      schema: z.looseObject({
        style: z.looseObject({ prompt: z.string().meta({ description: 'What to make.' }) }),
      }),
    };
    const rendered = nodeProperties([...operations, op]);
    const audioOps = rendered.find(
      (p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes('audio'),
    )!.options as { value: string }[];
    expect(audioOps.map((o) => o.value)).toContain('ai-new-tool');
    expect(
      rendered.find(
        (p) =>
          p.name === 'style_prompt' &&
          (p.displayOptions?.show?.operation as string[]).includes('ai-new-tool'),
      ),
    ).toMatchObject({ required: true, type: 'string' });
  });

  it('gives every option list a default that is one of its values', () => {
    const check = (list: INodeProperties[]) => {
      for (const p of list) {
        if (p.type === 'options')
          expect((p.options as { value: unknown }[]).map((o) => o.value)).toContain(p.default);
        if (p.type === 'collection') check(p.options as INodeProperties[]);
      }
    };
    check(props);
  });
});
