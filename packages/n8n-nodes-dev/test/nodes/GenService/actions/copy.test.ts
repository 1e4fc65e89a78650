import {
  n8nDescription,
  n8nProperty,
  titleCase,
} from '../../../../../n8n-nodes/nodes/GenService/actions/copy';

describe("n8n's copy rules on rendered properties", () => {
  it('title-cases option names but keeps small words and manual casing', () => {
    expect(titleCase('All faces of the video')).toBe('All Faces of the Video');
    expect(titleCase('1080p (full HD)')).toBe('1080p (Full HD)');
  });

  it('drops the final period of one sentence only and encodes angle brackets', () => {
    expect(n8nDescription('The face to swap.')).toBe('The face to swap');
    expect(n8nDescription('One. Two.')).toBe('One. Two.');
    expect(n8nDescription('Use <date and time>')).toBe('Use &lt;date and time&gt;');
  });

  it('sorts options by name and turns colour strings into colour pickers', () => {
    const rendered = n8nProperty({
      displayName: 'Text color',
      name: 'text_color',
      type: 'string',
      default: '',
    });
    expect(rendered).toMatchObject({ displayName: 'Text Color', type: 'color' });
    const options = n8nProperty({
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      default: 'b',
      options: [
        { name: 'zeta mode', value: 'z' },
        { name: 'alpha mode', value: 'a' },
      ],
    });
    expect(options.options).toEqual([
      { name: 'Alpha Mode', value: 'a' },
      { name: 'Zeta Mode', value: 'z' },
    ]);
  });
});
