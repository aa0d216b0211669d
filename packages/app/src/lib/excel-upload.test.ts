import { describe, expect, it } from 'vitest';
import { readFileAsBase64, rowErrorsOf } from './excel-upload';

describe('rowErrorsOf', () => {
  it('given the server refused two rows, then each row and its reason are listed under the summary', () => {
    expect(
      rowErrorsOf(
        'Nothing was imported. Row 3: Unit A-1 already exists; Row 4: Owner x is not an owner of this property',
      ),
    ).toEqual({
      summary: 'Nothing was imported.',
      rows: [
        { row: 3, message: 'Unit A-1 already exists' },
        { row: 4, message: 'Owner x is not an owner of this property' },
      ],
    });
  });

  it('given more rows than the server lists, then the summary says how many more', () => {
    const found = rowErrorsOf(
      'Nothing was imported. Row 2: Please complete this field; and 5 more',
    );
    expect(found?.summary).toBe('Nothing was imported. (and 5 more)');
    expect(found?.rows).toEqual([{ row: 2, message: 'Please complete this field' }]);
  });

  it('given a refusal that names no row, then there is no row list (the text shows as it is)', () => {
    expect(rowErrorsOf('File not supported.')).toBeNull();
  });
});

describe('readFileAsBase64', () => {
  it('given a file, then it reads its base64 and reports 100 % at the end', async () => {
    const progress: number[] = [];
    const text = await readFileAsBase64(new Blob(['PK']), (percent) => progress.push(percent));
    expect(text).toBe('UEs=');
    expect(progress.at(-1)).toBe(100);
  });
});
