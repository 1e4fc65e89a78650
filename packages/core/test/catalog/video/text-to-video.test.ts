/** Text-to-video as the service takes it today: named reference images and 10,000-character prompts. */
import { getOperation, validateForUser } from '@genservice/core';
import { messageFor } from '../message-for';

const base = { end_seconds: 5, style: { prompt: 'a dog running' } };

describe('text-to-video', () => {
  it('accepts up to 10 named reference images and a 10,000-character prompt', () => {
    const references = Array.from({ length: 10 }, (_, i) => ({
      name: `hero_${i}`,
      file_path: `https://x.test/ref-${i}.png`,
    }));
    expect(messageFor('text-to-video', { ...base, references })).toBe('valid');
    expect(messageFor('text-to-video', { ...base, style: { prompt: 'a'.repeat(10000) } })).toBe(
      'valid',
    );
  });

  it('refuses an 11th reference, a name not starting with a letter, and a longer prompt', () => {
    const ref = { name: 'hero', file_path: 'https://x.test/ref.png' };
    expect(messageFor('text-to-video', { ...base, references: Array(11).fill(ref) })).toMatch(
      /references: expected at most 10 items/,
    );
    expect(
      messageFor('text-to-video', { ...base, references: [{ ...ref, name: '1hero' }] }),
    ).toMatch(/references\[0\]\.name/);
    expect(messageFor('text-to-video', { ...base, style: { prompt: 'a'.repeat(10001) } })).toMatch(
      /style\.prompt: expected at most 10000 characters/,
    );
  });

  it('names a reference’s missing image as the form does', () => {
    expect(() =>
      validateForUser(getOperation('text-to-video'), { ...base, references: [{ name: 'hero' }] }),
    ).toThrow(/References 1 Image \(references\[0\]\.file_path\)/);
  });
});
