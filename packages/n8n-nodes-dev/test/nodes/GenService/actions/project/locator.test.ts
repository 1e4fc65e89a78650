import { projectIdOf } from '../../../../../../n8n-nodes/nodes/GenService/actions/project/locator';

describe('Project ID locator values', () => {
  it('reads the ID from a Magic Hour library URL', () => {
    expect(
      projectIdOf({ mode: 'url', value: 'https://magichour.ai/my-library?imageId=cuid%2D1&x=1' }),
    ).toBe('cuid-1');
  });

  it('takes IDs from the list or by ID, and plain strings of older workflows, trimmed', () => {
    expect(projectIdOf({ mode: 'list', value: ' p1 ' })).toBe('p1');
    expect(projectIdOf({ mode: 'id', value: 'p2' })).toBe('p2');
    expect(projectIdOf(' p3 ')).toBe('p3');
  });
});
