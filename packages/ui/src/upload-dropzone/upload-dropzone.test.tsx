import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptsFile } from './accepts-file';
import { UploadDropzone } from './upload-dropzone';

const pictureRules = {
  accept: ['.jpg', '.jpeg', '.png'],
  maxSize: 5 * 1024 * 1024,
  labels: { tooLarge: 'Image must be below 5MB.', unsupported: 'File not supported.' },
};

function png(name = 'unit.png', bytes = 1024) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}
const pdf = new File([new Uint8Array(2048)], 'receipt.pdf', { type: 'application/pdf' });

function drop(target: HTMLElement, files: File[]) {
  const event = createEvent.drop(target);
  Object.defineProperty(event, 'dataTransfer', { value: { files, dropEffect: 'none' } });
  fireEvent(target, event);
}

function dropzone() {
  return document.querySelector<HTMLElement>('[data-slot="upload-dropzone"]')!;
}

describe('UploadDropzone', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('given nothing chosen, is idle and its file input is named by the prompt', () => {
    render(<UploadDropzone {...pictureRules} />);
    expect(dropzone()).toHaveAttribute('data-state', 'idle');
    expect(screen.getByLabelText(/Drag and drop a file here, or choose a file/)).toHaveAttribute(
      'type',
      'file',
    );
  });

  it('given an accepted image chosen from the input, shows its preview', async () => {
    const onFileChange = vi.fn();
    render(<UploadDropzone {...pictureRules} onFileChange={onFileChange} />);
    const file = png();
    await userEvent.upload(screen.getByLabelText(/choose a file/), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'unit.png' })).toHaveAttribute('src', 'blob:preview');
    expect(dropzone()).toHaveAttribute('data-state', 'selected');
  });

  it('given a file too large, shows the caller message and keeps no file', async () => {
    const onFileChange = vi.fn();
    const onReject = vi.fn();
    render(<UploadDropzone {...pictureRules} onFileChange={onFileChange} onReject={onReject} />);
    const input = screen.getByLabelText(/choose a file/);
    await userEvent.upload(input, png('big.png', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('Image must be below 5MB.');
    expect(onReject).toHaveBeenCalledWith('too-large', expect.any(File));
    expect(onFileChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(dropzone()).toHaveAttribute('data-state', 'invalid');
  });

  it('given an unsupported file dropped, shows the caller message', () => {
    render(<UploadDropzone {...pictureRules} />);
    drop(dropzone(), [pdf]);
    expect(screen.getByRole('alert')).toHaveTextContent('File not supported.');
  });

  it('given a file dragged over, is in the dragging state until it leaves', () => {
    render(<UploadDropzone {...pictureRules} />);
    fireEvent.dragEnter(dropzone());
    expect(dropzone()).toHaveAttribute('data-state', 'dragging');
    fireEvent.dragLeave(dropzone(), { relatedTarget: document.body });
    expect(dropzone()).toHaveAttribute('data-state', 'idle');
  });

  it('given an accepted file dropped, takes only the first one', () => {
    const onFileChange = vi.fn();
    render(<UploadDropzone {...pictureRules} onFileChange={onFileChange} />);
    const first = png('first.png');
    drop(dropzone(), [first, png('second.png')]);
    expect(onFileChange).toHaveBeenCalledTimes(1);
    expect(onFileChange).toHaveBeenCalledWith(first);
  });

  it('given a PDF, shows a card with its name', () => {
    render(<UploadDropzone accept={['.pdf']} defaultFile={pdf} />);
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument();
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
  });

  it('given a pending upload at 40 %, shows the progress bar at 40', () => {
    render(<UploadDropzone defaultFile={png()} status="pending" progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading…');
    expect(dropzone()).toHaveAttribute('data-state', 'uploading');
  });

  it('given a pending upload at 100 %, shows Processing..', () => {
    render(<UploadDropzone defaultFile={png()} status="pending" progress={100} />);
    expect(screen.getByRole('status')).toHaveTextContent('Processing..');
    expect(dropzone()).toHaveAttribute('data-state', 'processing');
  });

  it('given a failed upload, shows the caller error', () => {
    render(<UploadDropzone defaultFile={png()} status="error" error="Upload failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed.');
    expect(dropzone()).toHaveAttribute('data-state', 'error');
  });

  it('given a file, removes it with the remove button', async () => {
    const onFileChange = vi.fn();
    render(<UploadDropzone defaultFile={png()} onFileChange={onFileChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onFileChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(dropzone()).toHaveAttribute('data-state', 'idle');
  });

  it('given a file, replaces it through the replace control', async () => {
    const onFileChange = vi.fn();
    render(<UploadDropzone {...pictureRules} defaultFile={png()} onFileChange={onFileChange} />);
    const next = png('next.png');
    await userEvent.upload(screen.getByLabelText('Replace file'), next);
    expect(onFileChange).toHaveBeenCalledWith(next);
    expect(screen.getByRole('img', { name: 'next.png' })).toBeInTheDocument();
  });

  it('given disabled, ignores a drop', () => {
    const onFileChange = vi.fn();
    render(<UploadDropzone {...pictureRules} disabled onFileChange={onFileChange} />);
    drop(dropzone(), [png()]);
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('given a name, keeps the chosen file in its named file input for a plain form', async () => {
    // jsdom builds FormData from its own file list, which user-event cannot fill, so this checks
    // what a browser submits: the named input and the file it holds.
    render(
      <form aria-label="Picture">
        <UploadDropzone {...pictureRules} name="img" />
      </form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>(/choose a file/);
    await userEvent.upload(input, png('me.png'));
    expect(input).toHaveAttribute('name', 'img');
    expect(input.form).toBe(screen.getByRole('form', { name: 'Picture' }));
    expect(input.files?.[0]?.name).toBe('me.png');
  });
});

describe('acceptsFile', () => {
  it('given row errors, lists each refused row by number and marks the input invalid', () => {
    render(
      <UploadDropzone
        defaultFile={pdf}
        rowErrors={[
          { row: 3, message: 'Unit No A-12-03 already exists' },
          { row: 7, message: 'Square Footage must be a number' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '2 rows have errors' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list).toHaveTextContent('Row 3Unit No A-12-03 already exists');
    expect(dropzone()).toHaveAttribute('data-state', 'error');
    expect(screen.getByLabelText('Replace file')).toHaveAccessibleDescription('2 rows have errors');
  });

  it('given no row errors, shows no list', () => {
    render(<UploadDropzone defaultFile={pdf} rowErrors={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(dropzone()).toHaveAttribute('data-state', 'selected');
  });

  it('given the upload at 100 % and still pending, says Processing..', () => {
    render(<UploadDropzone defaultFile={pdf} status="pending" progress={100} />);
    expect(screen.getByRole('status')).toHaveTextContent('Processing..');
  });

  it('matches extensions, MIME types and MIME families, ignoring case', () => {
    expect(acceptsFile({ name: 'A.JPG', type: '' }, ['.jpg'])).toBe(true);
    expect(acceptsFile({ name: 'r.bin', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(acceptsFile({ name: 'p', type: 'image/webp' }, ['image/*'])).toBe(true);
    expect(acceptsFile({ name: 'doc.docx', type: 'application/msword' }, ['.pdf', 'image/*'])).toBe(
      false,
    );
  });
});
