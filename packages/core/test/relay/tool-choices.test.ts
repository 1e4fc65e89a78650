import {
  SERVICE_TYPES,
  TOOL_CHOICES,
  operations,
  subscriptionFiltersSchema,
} from '@genservice/core/internal';

describe('tool filter choices', () => {
  const choices = TOOL_CHOICES;

  it('offer each project type that sends events once, with a catalog label, each a valid tools filter', () => {
    const values = choices.map((c) => c.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain('FACE_DETECTION');
    expect([...values].sort()).toEqual(SERVICE_TYPES.filter((t) => t !== 'FACE_DETECTION'));
    expect(subscriptionFiltersSchema.safeParse({ tools: values }).success).toBe(true);
    for (const c of choices) {
      const labels = operations.filter((op) => op.serviceType === c.value).map((op) => op.label);
      expect(labels.some((l) => c.label.startsWith(l.replace(/ \(.*$/, '')))).toBe(true);
    }
  });

  it('join the labels of tools that share a type into one', () => {
    expect(choices.find((c) => c.value === 'FACE_SWAP')?.label).toBe('Face Swap (Video or Photo)');
    expect(choices.find((c) => c.value === 'LIP_SYNC')?.label).toBe('Lip Sync');
    expect(choices.find((c) => c.value === 'AI_HEADSHOT')?.label).toBe('AI Headshot Generator');
  });

  it('are sorted by label', () => {
    const labels = choices.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });
});
