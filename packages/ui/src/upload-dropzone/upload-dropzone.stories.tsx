import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import { UploadDropzone, uploadDropzoneSizeOptions, uploadStatusOptions } from './upload-dropzone';

/** A 48×32 PNG (sky, sun and ground) inline, so previews never touch the network. */
const LOBBY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAV0lEQVR42mM48/vjoEIMow4addBgd9DfB+7IaIAdhOYaYtzEQGfXEHTTqINGHTSIHTToctlgLIdGq45RB406aDA6iL8sb1ChUQeNOmjUQaMOGnXQYHcQAMh+goFlGtAMAAAAAElFTkSuQmCC';

function fileFromBase64(base64: string, name: string, type: string): File {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type });
}

const lobby = fileFromBase64(LOBBY_PNG, 'lobby.png', 'image/png');
const receipt = new File([new Uint8Array(182_000)], 'receipt-october-2026.pdf', {
  type: 'application/pdf',
});
const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'drone-shot.png', { type: 'image/png' });

const meta = {
  title: 'Forms/UploadDropzone',
  component: UploadDropzone,
  args: {
    accept: ['.jpg', '.jpeg', '.png'],
    maxSize: 5 * 1024 * 1024,
    description: 'JPG or PNG, up to 5MB',
    labels: { tooLarge: 'Image must be below 5MB.', unsupported: 'File not supported.' },
    onFileChange: fn(),
    onReject: fn(),
    name: 'img',
  },
  argTypes: {
    size: { control: 'inline-radio', options: uploadDropzoneSizeOptions },
    status: { control: 'inline-radio', options: uploadStatusOptions },
    progress: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drops files the way a browser does: a real DragEvent carrying a real DataTransfer. */
function dropFiles(target: HTMLElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  target.dispatchEvent(
    new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
  );
}

function zone(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLElement>('[data-slot="upload-dropzone"]')!;
}

export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/Drag and drop a file here, or choose a file/);
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'idle');
    // Keyboard: the real file input is the tab stop.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.hover(canvas.getByText('choose a file'));
  },
};

export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.dragEnter(zone(canvasElement));
    // React renders the drag state on its next tick, not inside the event call.
    await waitFor(() => expect(zone(canvasElement)).toHaveAttribute('data-state', 'dragging'));
  },
};

export const DropAccepted: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    fireEvent.dragEnter(zone(canvasElement));
    dropFiles(zone(canvasElement), [lobby]);
    await expect(args.onFileChange).toHaveBeenCalledWith(lobby);
    await expect(await canvas.findByRole('img', { name: 'lobby.png' })).toBeVisible();
    await expect(canvas.getByLabelText('Replace file')).toHaveAttribute('type', 'file');
  },
};

export const InvalidTooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/choose a file/);
    await userEvent.upload(input, huge);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Image must be below 5MB.');
    await expect(input).toBeInvalid();
    await expect(args.onReject).toHaveBeenCalledWith('too-large', huge);
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'invalid');
    input.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const InvalidUnsupported: Story = {
  play: async ({ canvas, canvasElement }) => {
    dropFiles(zone(canvasElement), [receipt]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File not supported.');
    await userEvent.upload(canvas.getByLabelText(/choose a file/), lobby);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SelectedImage: Story = {
  args: { defaultFile: lobby },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'lobby.png' })).toBeVisible();
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'selected');
    // Keyboard: Tab reaches the file input (named Replace file), then the remove button.
    await userEvent.tab();
    await expect(canvas.getByLabelText('Replace file')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove file' })).toHaveFocus();
    await userEvent.hover(canvas.getByText('Replace file'));
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const SelectedPdf: Story = {
  args: {
    accept: ['.pdf', 'application/pdf'],
    description: 'PDF, up to 1MB',
    defaultFile: receipt,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('receipt-october-2026.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByLabelText(/choose a file/)).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/choose a file/)).toHaveFocus();
  },
};

export const Uploading: Story = {
  args: { defaultFile: lobby, status: 'pending', progress: 45 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading…');
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'uploading');
    await expect(canvas.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.hover(canvas.getByRole('progressbar'));
  },
};

export const Processing: Story = {
  args: { defaultFile: lobby, status: 'pending', progress: 100 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing..');
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'processing');
    await userEvent.tab();
    await userEvent.hover(canvas.getByRole('progressbar'));
  },
};

export const Done: Story = {
  args: { defaultFile: lobby, status: 'done', labels: { done: 'Image has been uploaded!' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Image has been uploaded!');
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'done');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove file' })).toHaveFocus();
  },
};

export const Error: Story = {
  args: { defaultFile: lobby, status: 'error', error: 'Upload failed. Please try again.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'error');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Replace file')).toBeInvalid();
    await userEvent.hover(canvas.getByRole('button', { name: 'Remove file' }));
  },
};

export const InField: Story = {
  render: (args) => (
    <Field label="Payment receipt" error="Please upload payment receipt" required>
      <UploadDropzone {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Payment receipt/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please upload payment receipt');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, lobby);
    await expect(await canvas.findByRole('img', { name: 'lobby.png' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/choose a file/);
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    dropFiles(zone(canvasElement), [lobby]);
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const unitsSheet = new File([new Uint8Array(24_300)], 'units-menara-seri-indah.xlsx', {
  type: XLSX,
});
/** The Excel import of spec 001 §2: one .xlsx file up to 1MB. */
const excelArgs = {
  accept: ['.xlsx', XLSX],
  maxSize: 1024 * 1024,
  description: 'XLSX, up to 1MB',
  labels: { tooLarge: 'File size exceeded 1MB.', unsupported: 'File not supported.' },
  name: 'doc',
};

/** The Excel import while its file goes up. */
export const ExcelUploading: Story = {
  args: { ...excelArgs, defaultFile: unitsSheet, status: 'pending', progress: 62 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('units-menara-seri-indah.xlsx')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading…');
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'uploading');
    // The file input stays locked while the upload runs.
    await expect(canvas.getByLabelText('Replace file')).toBeDisabled();
  },
};

/** At 100 % the server is reading the rows: 'Processing..' (spec 001 §2 "Shared dialogs"). */
export const ExcelProcessing: Story = {
  args: { ...excelArgs, defaultFile: unitsSheet, status: 'pending', progress: 100 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing..');
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'processing');
    await expect(canvas.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument();
  },
};

/** The server refused some rows, so nothing was imported; each bad row is listed. */
export const ExcelRowErrors: Story = {
  args: {
    ...excelArgs,
    defaultFile: unitsSheet,
    status: 'error',
    error: 'Nothing was imported. Fix these rows and upload the file again.',
    rowErrors: [
      { row: 3, message: 'Unit No A-12-03 already exists' },
      { row: 7, message: 'Square Footage must be a number' },
      {
        row: 12,
        message:
          'Parking Lot may hold at most 10 characters (PARKING-BASEMENT-2-BAY-118 is too long)',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'error');
    const list = canvas.getByRole('list', { name: '3 rows have errors' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Row 3Unit No A-12-03 already exists',
      'Row 7Square Footage must be a number',
      'Row 12Parking Lot may hold at most 10 characters (PARKING-BASEMENT-2-BAY-118 is too long)',
    ]);
    // The input is invalid and describes both the message and the row count.
    const input = canvas.getByLabelText('Replace file');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Nothing was imported. Fix these rows and upload the file again. 3 rows have errors',
    );
    // The user can pick another file from here.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove file' })).toHaveFocus();
  },
};

export const ExcelRowErrorsTranslated: Story = {
  args: {
    ...excelArgs,
    defaultFile: unitsSheet,
    rowErrors: [{ row: 4, message: 'No Unit A-01-01 sudah wujud' }],
    labels: {
      ...excelArgs.labels,
      rowErrors: (count: number) => `${count} baris mempunyai ralat`,
      row: (row: number) => `Baris ${row}`,
      replace: 'Ganti fail',
      remove: 'Buang fail',
    },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '1 baris mempunyai ralat' });
    await expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Baris 4No Unit A-01-01 sudah wujud',
    );
    await expect(canvas.getByLabelText('Ganti fail')).toBeInvalid();
  },
};
