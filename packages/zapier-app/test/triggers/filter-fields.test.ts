/** The copy and defaults of the project triggers' filter fields, on every project trigger. */
import { operations } from '@genservice/core/internal';
import type { PlainInputField } from 'zapier-platform-core';
import { hookOf } from '../helpers';

const KEYS = ['project_started', 'project_completed', 'project_errored', 'project_canceled'];
const fieldsOf = (key: string) => (hookOf(key).inputFields ?? []) as PlainInputField[];

describe('project trigger filter fields', () => {
  const fields = fieldsOf('project_completed');
  const byKey = (k: string) => fields.find((f) => f.key === k)!;

  it('follow Kind on every project trigger, in the same order, all optional', () => {
    for (const key of KEYS) {
      const keys = fieldsOf(key).map((f) => f.key);
      expect(keys).toEqual([
        'kind',
        'tools',
        'name_contains',
        'name_starts_with',
        'only_this_zap',
        'include_raw_record',
      ]);
      expect(fieldsOf(key).every((f) => !f.required)).toBe(true);
    }
  });

  it('label the filters as the form shows them, in Title Case', () => {
    expect(fields.map((f) => f.label)).toEqual([
      'Kind',
      'Tools',
      'Project Name Contains',
      'Project Name Starts With',
      'Only Jobs This Zap Created',
      'Include Raw Record',
    ]);
  });

  it('offer one Tools choice per tool type that sends events, labelled from the catalog', () => {
    const tools = byKey('tools');
    expect(tools.list).toBe(true);
    const choices = tools.choices as { value: string; label: string }[];
    const types = new Set(
      operations.filter((o) => o.kind !== 'face-detection').map((o) => o.serviceType),
    );
    expect(new Set(choices.map((c) => c.value))).toEqual(types);
    expect(choices).toHaveLength(types.size);
    expect(choices).toContainEqual(
      expect.objectContaining({ value: 'QR_CODE', label: 'AI QR Code Generator' }),
    );
    expect(choices).toContainEqual(
      expect.objectContaining({ value: 'FACE_SWAP', label: 'Face Swap (Video or Photo)' }),
    );
  });

  it('default Only Jobs This Zap Created to no and say what it needs', () => {
    const own = byKey('only_this_zap');
    expect(own).toMatchObject({ type: 'boolean', default: 'false' });
    expect(own.helpText).toMatch(/\[zap-<Zap ID>\]/);
    expect(own.helpText).toMatch(/ran in a Zap with an ID/);
    expect(own.helpText).toMatch(/Defaults to no\.$/);
  });

  it("say in Starts With that the tag in front of a Zap's project names is skipped", () => {
    expect(byKey('name_starts_with').helpText).toMatch(
      /tag a Zap puts in front of the names it creates, such as "\[zap-123\] ", is skipped/,
    );
  });
});
