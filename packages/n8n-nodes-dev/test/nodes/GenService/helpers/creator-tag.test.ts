import { matchesFilters, tagProjectName } from '@genservice/core/internal';
import { workflowCreatorTag } from '../../../../../n8n-nodes/nodes/GenService/helpers/creator-tag';

describe("a workflow's creator tag", () => {
  it('is n8n-<workflow id>, distinct per workflow and the same on every run', () => {
    expect(workflowCreatorTag('Xy12AbCd34EfGh56')).toBe('n8n-Xy12AbCd34EfGh56');
    expect(workflowCreatorTag('42')).toBe(workflowCreatorTag('42'));
    expect(workflowCreatorTag('42')).not.toBe(workflowCreatorTag('421'));
  });

  it('is a valid relay tag even for ids with other characters, and absent without an id', () => {
    const tag = workflowCreatorTag(`wf.${'a'.repeat(80)}`)!;
    expect(tag).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const name = tagProjectName(tag, 'Clip');
    expect(matchesFilters({ created_by: tag }, { name })).toBe(true);
    expect(workflowCreatorTag(undefined)).toBeUndefined();
    expect(workflowCreatorTag('  ')).toBeUndefined();
  });
});
