import { ValidationError, createRelayClient } from '@genservice/core';
import {
  SERVICE_TYPES,
  matchesFilters,
  subscriptionFiltersSchema,
  tagProjectName,
} from '@genservice/core/internal';
import { fakeRuntime, json } from '../uploads/fake-runtime';

const created = {
  id: 'sub_1',
  url: 'https://hooks.test/a',
  events: ['video.completed'],
  filters: { tools: ['FACE_SWAP'], created_by: 'wf_1' },
  status: 'active',
  secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0',
};

describe('subscription filters', () => {
  it('offer every tool type of the catalog, once each', () => {
    expect(SERVICE_TYPES).toContain('FACE_SWAP');
    expect(SERVICE_TYPES).toContain('LIP_SYNC');
    expect(new Set(SERVICE_TYPES).size).toBe(SERVICE_TYPES.length);
  });

  it('pass a project only when every given filter holds, names compared without case and past the creator tag', () => {
    const p = { id: 'p', type: 'FACE_SWAP', name: tagProjectName('wf_1', 'Summer Promo') };
    expect(p.name).toBe('[wf_1] Summer Promo');
    expect(matchesFilters(null, p)).toBe(true);
    expect(matchesFilters({}, p)).toBe(true);
    expect(matchesFilters({ tools: ['LIP_SYNC', 'FACE_SWAP'] }, p)).toBe(true);
    expect(matchesFilters({ tools: ['LIP_SYNC'] }, p)).toBe(false);
    expect(matchesFilters({ name_contains: 'PROMO' }, p)).toBe(true);
    expect(matchesFilters({ name_starts_with: 'summer' }, p)).toBe(true);
    expect(matchesFilters({ name_starts_with: 'promo' }, p)).toBe(false);
    expect(matchesFilters({ name_contains: 'wf_1' }, p)).toBe(false);
    expect(matchesFilters({ created_by: 'wf_1', tools: ['FACE_SWAP'] }, p)).toBe(true);
    expect(matchesFilters({ created_by: 'wf_2' }, p)).toBe(false);
    expect(matchesFilters({ created_by: 'wf' }, p)).toBe(false);
    expect(matchesFilters({ tools: ['FACE_SWAP'] }, { id: 'p' })).toBe(false);
  });

  it('refuse a tag that would not survive in a project name', () => {
    expect(() => tagProjectName('has space', 'x')).toThrow(RangeError);
    expect(subscriptionFiltersSchema.safeParse({ created_by: 'a]b' }).success).toBe(false);
    expect(subscriptionFiltersSchema.safeParse({ tools: ['NOPE'] }).success).toBe(false);
  });

  it('travel in a subscribe, and bad ones fail before the relay is called', async () => {
    const runtime = fakeRuntime(() => json(201, created));
    const client = createRelayClient({
      baseUrl: 'https://relay.test/',
      token: 't0123456789ab',
      runtime,
    });
    await expect(
      client.subscribe({
        url: 'https://hooks.test/a',
        events: ['video.completed'],
        filters: { tools: ['FACE_SWAP'], created_by: 'wf_1' },
      }),
    ).resolves.toMatchObject({ filters: created.filters });
    expect(JSON.parse(runtime.calls[0]!.text!)).toMatchObject({ filters: created.filters });
    const bad = await client
      .subscribe({ url: 'https://hooks.test/a', filters: { tools: ['NOPE'] } })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ValidationError);
    expect((bad as ValidationError).message).toMatch(/filters\.tools\.0/);
    expect(runtime.calls).toHaveLength(1);
  });
});
