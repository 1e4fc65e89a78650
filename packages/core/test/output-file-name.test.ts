import { outputFileName } from '@genservice/core/internal';

const complete = {
  id: 'cm-1',
  name: 'Summer ad',
  downloads: [
    { url: 'https://videos.test/out/a.mp4?X-Amz-Signature=s' },
    { url: 'https://videos.test/out/b.mp4' },
  ],
};

describe('outputFileName', () => {
  it('names the output after the input file, with the output’s extension from its URL', () => {
    expect(outputFileName(complete, 0, { inputName: 'holiday clip.mov' })).toBe('holiday clip.mp4');
  });

  it('numbers later outputs from 2', () => {
    expect(outputFileName(complete, 1, { inputName: 'holiday.mov' })).toBe('holiday-2.mp4');
  });

  it('uses the project name without an input, and the id without a name', () => {
    expect(outputFileName(complete, 0)).toBe('Summer ad.mp4');
    expect(outputFileName({ id: 'cm-9', name: null }, 0, { kind: 'image' })).toBe('cm-9.png');
  });

  it('leaves the creator tag of a workflow or Zap out of the name', () => {
    expect(outputFileName({ ...complete, name: '[n8n-Wf1] Summer ad' }, 0)).toBe('Summer ad.mp4');
    expect(outputFileName({ id: 'i', name: '[zap_7]' }, 0, { kind: 'image' })).toBe('[zap_7].png');
  });

  it('takes the given extension, then the kind’s, when the URL has none', () => {
    const job = { id: 'x', downloads: [{ url: 'https://cdn.test/blob?sig=1' }] };
    expect(outputFileName(job, 0, { extension: 'webm', kind: 'video' })).toBe('x.webm');
    expect(outputFileName(job, 0, { kind: 'audio' })).toBe('x.mp3');
    expect(outputFileName(job, 0)).toBe('x.bin');
  });

  it('makes unsafe names safe and drops directories from the input name', () => {
    expect(outputFileName(complete, 0, { inputName: 'C:\\tmp\\a:b*?.png' })).toBe('a-b-.mp4');
    expect(outputFileName({ id: 'x', name: '../../etc' }, 0, { kind: 'image' })).toBe('etc.png');
  });
});
