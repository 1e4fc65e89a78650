import { coerceBody, coerceInput, getOperation, validateRequest } from '@genservice/core/internal';

const number = { type: 'number' } as const;
const integer = { type: 'integer' } as const;

describe('coerceInput', () => {
  it('turns decimal strings into numbers, spaces around them allowed', () => {
    expect(coerceInput(integer, '2')).toBe(2);
    expect(coerceInput(number, ' 2.5 ')).toBe(2.5);
    expect(coerceInput(number, '-0.10')).toBe(-0.1);
    expect(coerceInput(number, '+3')).toBe(3);
    expect(coerceInput(number, '.5')).toBe(0.5);
    expect(coerceInput(number, '1e3')).toBe(1000);
    expect(coerceInput(number, '0')).toBe(0);
  });

  it('leaves strings that are not plain decimals unchanged', () => {
    for (const raw of [
      '2abc',
      '',
      '   ',
      '0x10',
      '0b1',
      'Infinity',
      'NaN',
      '1,5',
      '1 000',
      '2.5.1',
    ])
      expect(coerceInput(number, raw)).toBe(raw);
  });

  it('leaves numbers a double cannot hold exactly unchanged', () => {
    expect(coerceInput(integer, '9007199254740993')).toBe('9007199254740993');
    expect(coerceInput(number, '0.1000000000000000000001')).toBe('0.1000000000000000000001');
    expect(coerceInput(number, '1e400')).toBe('1e400');
    expect(coerceInput(integer, '9007199254740992')).toBe(9007199254740992);
  });

  it('turns true and false into booleans for boolean fields only', () => {
    expect(coerceInput({ type: 'boolean' }, 'true')).toBe(true);
    expect(coerceInput({ type: 'boolean' }, ' False ')).toBe(false);
    expect(coerceInput({ type: 'boolean' }, 'yes')).toBe('yes');
    expect(coerceInput({ type: 'string' }, 'true')).toBe('true');
    expect(coerceInput({ type: 'string' }, '2')).toBe('2');
  });

  it('coerces each item of an array of scalars and passes other values through', () => {
    expect(coerceInput({ type: 'array', itemType: 'number' }, ['1', 2, 'x'])).toEqual([1, 2, 'x']);
    expect(coerceInput({ type: 'array', itemType: 'number' }, '1')).toBe('1');
    const obj = { a: 1 };
    expect(coerceInput(number, obj)).toBe(obj);
    expect(coerceInput(number, null)).toBeNull();
  });
});

describe('coerceBody', () => {
  const op = getOperation('ai-image-generator');

  it('coerces the fields of an operation at their wire paths and copies the body', () => {
    const body = { image_count: '2', style: { prompt: '42' } };
    const out = coerceBody(op, body);
    expect(out).toEqual({ image_count: 2, style: { prompt: '42' } });
    expect(body.image_count).toBe('2');
    expect(validateRequest(op, out)).toMatchObject({ image_count: 2 });
  });

  it('leaves a non-numeric string for validation to report in the service’s wording', () => {
    const out = coerceBody(op, { image_count: 'two', style: { prompt: 'A cat' } });
    expect(() => validateRequest(op, out)).toThrow(
      'Invalid type for image_count: expected integer, got string',
    );
  });
});
