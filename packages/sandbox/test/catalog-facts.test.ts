import { getOperation, operations } from '@genservice/core/internal';
import { outputMedia } from '../src/outputs';
import { projectType } from '../src/project-view';

describe('tool facts the sandbox takes from the catalog', () => {
  it('reports each tool’s project type as the catalog names it', () => {
    for (const op of operations) expect(projectType(op.key)).toBe(op.serviceType);
    expect(projectType('face-swap-photo')).toBe('FACE_SWAP');
    expect(projectType('ai-new-tool')).toBe('AI_NEW_TOOL');
  });

  it('outputs files with the catalog’s extension, one per requested image', () => {
    for (const op of operations.filter((o) => o.kind !== 'face-detection'))
      expect(outputMedia(op, {})).toEqual([`output.${op.outputExtension}`]);
    expect(outputMedia(getOperation('ai-image-generator'), { image_count: 3 })).toEqual([
      'output.png',
      'output.png',
      'output.png',
    ]);
  });

  it('lets the request’s output_format choose the file type', () => {
    expect(outputMedia(getOperation('ai-gif-generator'), { output_format: 'webm' })).toEqual([
      'output.webm',
    ]);
  });
});
