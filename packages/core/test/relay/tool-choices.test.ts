import { SERVICE_TYPES, TOOL_CHOICES, subscriptionFiltersSchema } from '@genservice/core/internal';

describe('tool choices for trigger filters', () => {
  it('offers every project type that sends events once, each a valid tools filter', () => {
    const values = TOOL_CHOICES.map((c) => c.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(expect.arrayContaining(['LIP_SYNC', 'FACE_SWAP', 'VOICE_GENERATOR']));
    expect(values).not.toContain('FACE_DETECTION');
    expect(values.length).toBe(SERVICE_TYPES.length - 1);
    expect(subscriptionFiltersSchema.safeParse({ tools: values }).success).toBe(true);
  });

  it('labels each type with its tool, joining the variants of a type two tools share', () => {
    const label = (value: string) => TOOL_CHOICES.find((c) => c.value === value)?.label;
    expect(label('LIP_SYNC')).toBe('Lip Sync');
    expect(label('AI_HEADSHOT')).toBe('AI Headshot Generator');
    expect(label('FACE_SWAP')).toBe('Face Swap (Video, Photo)');
  });
});
