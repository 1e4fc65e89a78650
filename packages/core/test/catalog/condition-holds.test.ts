import { conditionHolds, getOperation } from '@genservice/core/internal';

const values = (v: Record<string, unknown>) => (path: string) => v[path];

describe('conditionHolds', () => {
  const faceSwap = getOperation('face-swap');
  const allFaces = { 'assets.face_swap_mode': ['all-faces'] };

  it('holds when the form has one of the listed values', () => {
    expect(
      conditionHolds(faceSwap, allFaces, values({ 'assets.face_swap_mode': 'all-faces' })),
    ).toBe(true);
    expect(
      conditionHolds(faceSwap, allFaces, values({ 'assets.face_swap_mode': 'individual-faces' })),
    ).toBe(false);
  });

  it('counts an empty field as the service default, as the service does', () => {
    expect(conditionHolds(faceSwap, allFaces, values({}))).toBe(true);
    expect(conditionHolds(faceSwap, allFaces, values({ 'assets.face_swap_mode': '' }))).toBe(true);
  });

  it('counts an empty field without a service default as undefined', () => {
    const subtitles = getOperation('auto-subtitle-generator');
    const noTemplate = { 'style.template': [undefined] };
    expect(conditionHolds(subtitles, noTemplate, values({}))).toBe(true);
    expect(conditionHolds(subtitles, noTemplate, values({ 'style.template': 'karaoke' }))).toBe(
      false,
    );
  });
});
