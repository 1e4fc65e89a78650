import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDemo } from '../src/demo';
import { magic } from './helpers';

describe('the README demo', () => {
  it('runs a video, an image and an audio tool, saves their outputs and prints a summary', async () => {
    const out = await mkdtemp(join(tmpdir(), 'sandbox-demo-'));
    const lines: string[] = [];
    const log = jest
      .spyOn(console, 'log')
      .mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    try {
      expect(await runDemo(out)).toBe(0);
      const text = lines.join('\n');
      for (const status of ['queued', 'rendering', 'complete']) expect(text).toContain(status);
      const rows = text
        .split('\n')
        .filter((l) => /^(face-swap|image-background-remover|ai-voice-cloner)\s/.test(l));
      expect(rows.map((r) => r.split(/\s+/).slice(0, 2))).toEqual([
        ['face-swap', 'video'],
        ['image-background-remover', 'image'],
        ['ai-voice-cloner', 'audio'],
      ]);
      const files = (await readdir(out)).filter((f) => !f.startsWith('.')).sort();
      const kinds = await Promise.all(files.map(async (f) => magic(await readFile(join(out, f)))));
      expect(kinds.sort()).toEqual(['mp4', 'png', 'wav']);
      expect(await readFile(join(out, '.gitignore'), 'utf8')).toBe('*\n');
    } finally {
      log.mockRestore();
      await rm(out, { recursive: true, force: true });
    }
  });
});
