import { describeFields, operations, type Operation } from '@genservice/core/internal';
import { z } from 'zod';
import type { INodeProperties } from 'n8n-workflow';
import { nodeProperties } from '../../../../n8n-nodes/nodes/GenService/actions/registry';

const props = nodeProperties();
const operationOptions = (resource: string) =>
  props.find((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource))!
    .options as { value: string }[];
const forOp = (key: string) =>
  props.filter((p) => (p.displayOptions?.show?.operation as string[] | undefined)?.includes(key));

describe('Magic Hour node: properties rendered from the catalog', () => {
  it('offers every catalog operation under the resource of its kind', () => {
    for (const op of operations) {
      const resource = op.kind === 'face-detection' ? 'faceDetection' : op.kind;
      expect(operationOptions(resource).map((o) => o.value)).toContain(op.key);
    }
  });

  it('offers Translate a Video under Video with the 53 languages and the clip inputs up front', () => {
    const translate = (operationOptions('video') as { value: string; action?: string }[]).find(
      (o) => o.value === 'ai-video-translator',
    );
    // the action is the catalog's label today and its action once the hosts render `action`
    expect(['AI Video Translator', 'Translate a video']).toContain(translate?.action);
    const shown = forOp('ai-video-translator');
    const language = shown.find((p) => p.name === 'target_language')!;
    expect(language).toMatchObject({ type: 'options', required: true, default: 'English' });
    expect(language.options).toHaveLength(53);
    expect(shown.map((p) => p.name)).toEqual(
      expect.arrayContaining(['assets_video_file_path', 'end_seconds']),
    );
  });

  it("puts a tool's primary inputs up front in the catalog's order, none in Additional Fields", () => {
    const fields = describeFields(operations.find((o) => o.key === 'face-swap')!);
    const shown = forOp('face-swap');
    const upFront = shown.filter((p) => p.name !== 'additionalFields').map((p) => p.name);
    const primary = fields.filter((f) => f.primary).map((f) => f.path.replace(/\./g, '_'));
    expect(upFront).toEqual(expect.arrayContaining(primary));
    expect(upFront.slice(0, 3)).toEqual([
      'assets_video_source',
      'assets_video_file_path',
      'assets_youtube_url',
    ]);
    const extra = shown.find((p) => p.name === 'additionalFields')!.options as INodeProperties[];
    for (const name of primary) expect(extra.map((p) => p.name)).not.toContain(name);
    expect(extra.map((p) => p.name)).toEqual(
      expect.arrayContaining(['name', 'style_version', 'additionalBody']),
    );
  });

  it('shows and requires a conditional input only while its controlling field allows it', () => {
    const shown = forOp('face-swap');
    expect(shown.find((p) => p.name === 'assets_video_file_path')).toMatchObject({
      required: true,
      displayOptions: { show: { assets_video_source: ['file'] } },
    });
    expect(shown.find((p) => p.name === 'assets_youtube_url')).toMatchObject({
      required: true,
      displayOptions: { show: { assets_video_source: ['youtube'] } },
    });
    expect(shown.find((p) => p.name === 'assets_face_mappings')).toMatchObject({
      displayOptions: { show: { assets_face_swap_mode: ['individual-faces'] } },
    });
  });

  it('offers an empty choice by its catalog label and shows the fields it requires only for that choice', () => {
    const shown = forOp('auto-subtitle-generator');
    const template = shown.find((p) => p.name === 'style_template')!;
    expect(template.default).toBe('karaoke');
    expect(template.options).toContainEqual({ name: 'Custom (Design My Own)', value: '' });
    for (const name of ['font', 'text_color', 'vertical_position', 'horizontal_position'])
      expect(shown.find((p) => p.name === `style_custom_config_${name}`)).toMatchObject({
        required: true,
        displayOptions: { show: { style_template: [''] } },
      });
    expect(shown.find((p) => p.name === 'style_custom_config_vertical_position')).toMatchObject({
      type: 'options',
      default: 'bottom',
    });
  });

  it("pre-fills the first file input with n8n's usual binary field, data, also when it takes several files", () => {
    const images = forOp('ai-image-editor').find((p) => p.name === 'assets_image_file_paths');
    expect(images).toMatchObject({
      default: { mode: 'input', value: 'data' },
      type: 'resourceLocator',
    });
    expect(images!.description).toMatch(/several, comma-separated\.$/);
  });

  it("starts an added optional field at the catalog's example, not a deprecated service default", () => {
    const extra = forOp('lip-sync').find((p) => p.name === 'additionalFields')!
      .options as INodeProperties[];
    expect(extra.find((p) => p.name === 'max_fps_limit')).toMatchObject({ default: 25 });
    const image = forOp('ai-image-generator').find((p) => p.name === 'additionalFields')!
      .options as INodeProperties[];
    expect(image.find((p) => p.name === 'resolution')).toMatchObject({ default: '1k' });
  });

  it('renders labels, option labels, form defaults, file inputs defaulting to data, and multi-line prompts', () => {
    const shown = forOp('face-swap');
    const source = shown.find((p) => p.name === 'assets_video_source')!;
    expect(source).toMatchObject({ displayName: 'Video Source', type: 'options', default: 'file' });
    expect((source.options as { name: string }[]).map((o) => o.name)).not.toContain('youtube');
    expect(shown.find((p) => p.name === 'assets_video_file_path')).toMatchObject({
      displayName: 'Video',
      type: 'resourceLocator',
      default: { mode: 'input', value: 'data' },
      description: expect.stringContaining(
        'binary field holding the file from an earlier node (usually data), or a public URL ending in the file extension',
      ),
    });
    expect(shown.find((p) => p.name === 'assets_image_file_path')).toMatchObject({
      default: { mode: 'input', value: '' },
    });
    expect(shown.find((p) => p.name === 'end_seconds')).toMatchObject({ default: 15 });
    expect(shown.find((p) => p.name === 'assets_face_mappings')).toMatchObject({
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, maxAllowedFields: 5 },
    });
    expect(forOp('ai-image-generator').find((p) => p.name === 'style_prompt')).toMatchObject({
      required: true,
      typeOptions: { rows: 4 },
    });
  });

  it('offers long lists sorted by label', () => {
    const voice = forOp('ai-voice-generator').find((p) => p.name === 'style_voice_name')!;
    const names = (voice.options as { name: string }[]).map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(voice.default).toBe('Morgan Freeman');
  });

  it('adds an operation for a new catalog entry with no n8n code change', () => {
    const op: Operation = {
      key: 'ai-new-tool',
      method: 'POST',
      path: '/v1/ai-new-tool',
      kind: 'audio',
      action: 'Create a new sound',
      label: 'AI New Tool',
      description: 'Make a new thing.',
      serviceType: 'AI_NEW_TOOL',
      outputExtension: 'mp3',
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
