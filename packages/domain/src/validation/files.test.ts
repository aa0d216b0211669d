import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_ATTACHMENT,
  checkUpload,
  EXCEL_IMPORT,
  fileExtension,
  PICTURE_UPLOAD,
  RECEIPT_UPLOAD,
} from './index';

const MB = 1024 * 1024;

describe('picture upload', () => {
  it('given a jpg, jpeg or png up to 5MB, accepts it', () => {
    expect(checkUpload([{ name: 'me.jpg', size: 5 * MB }], PICTURE_UPLOAD)).toBeNull();
    expect(checkUpload([{ name: 'me.JPEG', size: 10 }], PICTURE_UPLOAD)).toBeNull();
    expect(checkUpload([{ name: 'me.png', size: 10 }], PICTURE_UPLOAD)).toBeNull();
  });

  it('given a picture above 5MB, says it must be below 5MB', () => {
    expect(checkUpload([{ name: 'me.png', size: 5 * MB + 1 }], PICTURE_UPLOAD)).toBe(
      'imageTooLarge',
    );
  });

  it('given a gif or a pdf, says the file is not supported', () => {
    expect(checkUpload([{ name: 'me.gif', size: 10 }], PICTURE_UPLOAD)).toBe('fileNotSupported');
    expect(checkUpload([{ name: 'me.pdf', size: 10 }], PICTURE_UPLOAD)).toBe('fileNotSupported');
  });

  it('given an unsupported file that is also too large, reports the type first', () => {
    expect(checkUpload([{ name: 'movie.mov', size: 50 * MB }], PICTURE_UPLOAD)).toBe(
      'fileNotSupported',
    );
  });

  it('given two files, asks for one only', () => {
    const files = [
      { name: 'a.png', size: 1 },
      { name: 'b.png', size: 1 },
    ];
    expect(checkUpload(files, PICTURE_UPLOAD)).toBe('singleFile');
  });

  it('given nothing picked, has nothing to reject', () => {
    expect(checkUpload([], PICTURE_UPLOAD)).toBeNull();
  });
});

describe('Excel import', () => {
  it('given an xlsx up to 1MB, accepts it', () => {
    expect(checkUpload([{ name: 'owners.xlsx', size: MB }], EXCEL_IMPORT)).toBeNull();
  });

  it('given an xlsx above 1MB, says the size exceeded 1MB', () => {
    expect(checkUpload([{ name: 'owners.xlsx', size: MB + 1 }], EXCEL_IMPORT)).toBe('fileTooLarge');
  });

  it('given an xls or a csv, says the file is not supported', () => {
    expect(checkUpload([{ name: 'owners.xls', size: 10 }], EXCEL_IMPORT)).toBe('fileNotSupported');
    expect(checkUpload([{ name: 'owners.csv', size: 10 }], EXCEL_IMPORT)).toBe('fileNotSupported');
  });
});

describe('receipt upload', () => {
  it('given each allowed type up to 1MB, accepts it', () => {
    for (const name of ['r.jpg', 'r.jpeg', 'r.pjpg', 'r.png', 'r.pdf']) {
      expect(checkUpload([{ name, size: MB }], RECEIPT_UPLOAD)).toBeNull();
    }
  });

  it('given a receipt above 1MB, says the size exceeded 1MB', () => {
    expect(checkUpload([{ name: 'r.pdf', size: MB + 1 }], RECEIPT_UPLOAD)).toBe('fileTooLarge');
  });

  it('given a docx, says the file is not supported', () => {
    expect(checkUpload([{ name: 'r.docx', size: 1 }], RECEIPT_UPLOAD)).toBe('fileNotSupported');
  });
});

describe('announcement attachment', () => {
  it('given a 5MB pdf, accepts it', () => {
    expect(checkUpload([{ name: 'notice.pdf', size: 5 * MB }], ANNOUNCEMENT_ATTACHMENT)).toBeNull();
  });

  it('given an attachment above 5MB, says it must be below 5MB', () => {
    expect(checkUpload([{ name: 'notice.pdf', size: 5 * MB + 1 }], ANNOUNCEMENT_ATTACHMENT)).toBe(
      'imageTooLarge',
    );
  });
});

describe('fileExtension', () => {
  it('given a name without a dot, has no extension', () => {
    expect(fileExtension('README')).toBe('');
  });

  it('given several dots, takes the last part in lower case', () => {
    expect(fileExtension('units.2026.XLSX')).toBe('xlsx');
  });
});
