import { cva, type VariantProps } from 'class-variance-authority';
import { FileText, UploadCloud, X } from 'lucide-react';
import { Progress } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import type * as React from 'react';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { checkFile, type FileRejection } from './accepts-file';

export const uploadDropzoneStateOptions = [
  'idle',
  'dragging',
  'invalid',
  'selected',
  'uploading',
  'processing',
  'done',
  'error',
] as const;

/** Where the dropzone stands; on the DOM as `data-state`. */
export type UploadDropzoneState = (typeof uploadDropzoneStateOptions)[number];

export const uploadDropzoneSizeOptions = ['sm', 'md'] as const;

/** The caller's upload, as the dropzone shows it. */
export const uploadStatusOptions = ['pending', 'done', 'error'] as const;

export const uploadDropzoneVariants = cva(
  [
    'relative flex w-full flex-col gap-3 rounded-lg border-2 border-dashed border-input bg-background p-4 text-sm',
    'transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring has-[input:focus-visible]:ring-offset-2',
    'data-[state=dragging]:border-primary data-[state=dragging]:bg-accent',
    'data-[state=invalid]:border-destructive data-[state=error]:border-destructive',
    'data-[state=done]:border-solid data-[state=done]:border-success',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
  ],
  {
    variants: {
      size: {
        sm: 'min-h-28',
        md: 'min-h-40',
      } satisfies Record<(typeof uploadDropzoneSizeOptions)[number], string>,
    },
    defaultVariants: { size: 'md' },
  },
);

/** Texts of the dropzone; `tooLarge` and `unsupported` are the caller's rejection messages. */
export type UploadDropzoneLabels = {
  prompt: string;
  browse: string;
  replace: string;
  remove: string;
  progress: string;
  uploading: string;
  processing: string;
  done: string;
  tooLarge: string;
  unsupported: string;
  /** Heads the list of rows a server refused, e.g. an Excel import's bad rows. */
  rowErrors: (count: number) => string;
  /** Names one refused row by its number in the file. */
  row: (row: number) => string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    uploadDropzone: UploadDropzoneLabels;
  }
}

const defaultLabels: UploadDropzoneLabels = {
  prompt: 'Drag and drop a file here, or',
  browse: 'choose a file',
  replace: 'Replace file',
  remove: 'Remove file',
  progress: 'Upload progress',
  uploading: 'Uploading…',
  processing: 'Processing..',
  done: 'Uploaded',
  tooLarge: 'File is too large.',
  unsupported: 'File not supported.',
  rowErrors: (count) => (count === 1 ? '1 row has errors' : `${count} rows have errors`),
  row: (row) => `Row ${row}`,
};

/** One row of an uploaded file that the server refused, and why. */
export type UploadRowError = {
  /** The row's number in the file (the sheet's row number, header included). */
  row: number;
  /** What is wrong with it, e.g. the server's message. */
  message: React.ReactNode;
};

export type UploadDropzoneProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'accept' | 'size' | 'multiple' | 'children'
> &
  VariantProps<typeof uploadDropzoneVariants> & {
    /** Accepted extensions and MIME types, e.g. `['.jpg', '.jpeg', '.png', 'application/pdf']`. */
    accept?: readonly string[];
    /** The largest accepted size, in bytes. */
    maxSize?: number;
    /** The chosen file (controlled); `null` for none. */
    file?: File | null;
    /** The starting file when uncontrolled. */
    defaultFile?: File | null;
    /** Called with an accepted file, or `null` when it is removed. */
    onFileChange?: (file: File | null) => void;
    /** Called when a file is turned away, with the reason. */
    onReject?: (reason: FileRejection, file: File) => void;
    /** The caller's upload: pending while it runs, then done or error. */
    status?: (typeof uploadStatusOptions)[number];
    /** The caller's upload progress, 0–100; at 100 while pending it shows the processing label. */
    progress?: number;
    /** The caller's error message (a failed upload, a server refusal). */
    error?: React.ReactNode;
    /** Rows the server refused (an import that imports nothing while any row is bad). */
    rowErrors?: readonly UploadRowError[];
    /** A hint under the prompt, e.g. the accepted types and the size limit. */
    description?: React.ReactNode;
    /** Class names for the outer drop area. */
    className?: string;
    /** Overrides of the texts, including the caller's rejection messages. */
    labels?: Partial<UploadDropzoneLabels>;
  };

/**
 * One file, dropped or chosen through a real (visually hidden) file input, checked against the
 * caller's accept list and size limit, previewed, and shown with the caller's upload progress.
 */
export function UploadDropzone({
  accept = [],
  maxSize,
  file: fileProp,
  defaultFile = null,
  onFileChange,
  onReject,
  status,
  progress,
  error,
  rowErrors = [],
  description,
  size = 'md',
  labels,
  disabled,
  className,
  id: idProp,
  ...props
}: UploadDropzoneProps) {
  const l = useLabels('uploadDropzone', defaultLabels, labels);
  const [file, setFile] = useControllableState<File | null>({
    value: fileProp,
    defaultValue: defaultFile,
    onChange: onFileChange,
  });
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const generated = useId();
  const inputId = idProp ?? `${generated}-input`;
  const messageId = `${generated}-message`;
  const rowErrorsId = `${generated}-row-errors`;

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const reason = checkFile(candidate, { accept, maxSize });
    setRejection(reason);
    if (reason) {
      onReject?.(reason, candidate);
      return;
    }
    setFile(candidate);
  };

  const remove = () => {
    setRejection(null);
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const pct = Math.min(Math.max(progress ?? 0, 0), 100);
  const state: UploadDropzoneState = dragging
    ? 'dragging'
    : rejection
      ? 'invalid'
      : status === 'error' ||
          (error !== undefined && error !== null && error !== '') ||
          rowErrors.length > 0
        ? 'error'
        : status === 'pending'
          ? pct >= 100
            ? 'processing'
            : 'uploading'
          : status === 'done'
            ? 'done'
            : file
              ? 'selected'
              : 'idle';
  const message =
    rejection === 'too-large'
      ? l.tooLarge
      : rejection === 'unsupported'
        ? l.unsupported
        : state === 'error'
          ? error
          : null;
  const busy = state === 'uploading' || state === 'processing';
  const showRowErrors = state === 'error' && rowErrors.length > 0;
  const describedBy =
    [
      props['aria-describedby'],
      message ? messageId : undefined,
      showRowErrors ? rowErrorsId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div
      data-slot="upload-dropzone"
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      className={cn(uploadDropzoneVariants({ size }), className)}
      onDragEnter={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(false);
        const dropped = event.dataTransfer.files[0];
        take(dropped);
        // Put a dropped file in the input too, so a plain form submits it (jsdom has no DataTransfer).
        if (dropped && inputRef.current && typeof DataTransfer !== 'undefined') {
          const transfer = new DataTransfer();
          transfer.items.add(dropped);
          if (!checkFile(dropped, { accept, maxSize })) inputRef.current.files = transfer.files;
        }
      }}
    >
      <input
        ref={inputRef}
        id={inputId}
        data-slot="upload-dropzone-input"
        type="file"
        accept={accept.join(',') || undefined}
        disabled={disabled || busy}
        className="peer sr-only"
        {...props}
        aria-invalid={
          state === 'invalid' || state === 'error' || props['aria-invalid'] || undefined
        }
        aria-describedby={describedBy}
        onChange={(event) => take(event.target.files?.[0])}
      />
      {file ? (
        <FilePreview file={file} />
      ) : (
        <label
          htmlFor={inputId}
          data-slot="upload-dropzone-prompt"
          className="flex flex-1 cursor-pointer flex-col items-center justify-center gap-2 text-center text-muted-foreground peer-disabled:cursor-not-allowed"
        >
          <UploadCloud aria-hidden className="size-8" />
          <span>
            {l.prompt}{' '}
            <span className="font-medium text-primary underline underline-offset-4">
              {l.browse}
            </span>
          </span>
          {description ? <span className="text-xs">{description}</span> : null}
        </label>
      )}
      {busy ? (
        <div className="grid gap-1.5" data-slot="upload-dropzone-progress">
          <div className="flex justify-between text-muted-foreground">
            <span role="status">{state === 'processing' ? l.processing : l.uploading}</span>
            <span aria-hidden className="tabular-nums">
              {Math.round(pct)}%
            </span>
          </div>
          <Progress.Root
            value={pct}
            aria-label={l.progress}
            className="relative h-2 w-full overflow-hidden rounded-pill bg-muted"
          >
            <Progress.Indicator
              className="h-full w-full bg-primary transition-transform"
              style={{ transform: `translateX(-${100 - pct}%)` }}
            />
          </Progress.Root>
        </div>
      ) : null}
      {state === 'done' ? (
        <p role="status" className="font-medium text-success">
          {l.done}
        </p>
      ) : null}
      {message ? (
        <p id={messageId} role="alert" className="font-medium text-destructive">
          {message}
        </p>
      ) : null}
      {showRowErrors ? (
        <div data-slot="upload-dropzone-row-errors" className="grid gap-1.5">
          <p id={rowErrorsId} role="alert" className="font-medium text-destructive">
            {l.rowErrors(rowErrors.length)}
          </p>
          <ul aria-labelledby={rowErrorsId} className="grid gap-1 text-destructive">
            {rowErrors.map((rowError, index) => (
              <li
                // Two messages may share a row, so the position is part of the key.
                key={`${rowError.row}-${index}`}
                data-slot="upload-dropzone-row-error"
                className="flex gap-2"
              >
                <span className="min-w-16 shrink-0 font-medium tabular-nums">
                  {l.row(rowError.row)}
                </span>
                <span className="min-w-0 break-words">{rowError.message}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {file && busy ? (
        // The input stays named while an upload locks it.
        <label htmlFor={inputId} className="sr-only">
          {l.replace}
        </label>
      ) : null}
      {file && !busy ? (
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            data-slot="upload-dropzone-replace"
            className="inline-flex h-8 cursor-pointer items-center rounded-md border border-input px-3 font-medium hover:bg-muted peer-disabled:cursor-not-allowed"
          >
            {l.replace}
          </label>
          <button
            type="button"
            data-slot="upload-dropzone-remove"
            disabled={disabled}
            onClick={remove}
            className="inline-flex h-8 items-center gap-1 rounded-md px-3 font-medium text-destructive outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 [&_svg]:size-4"
          >
            <X aria-hidden />
            {l.remove}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** An image shows itself; a PDF or any other file shows as a card with its name and size. */
function FilePreview({ file }: { file: File }) {
  if (file.type.startsWith('image/')) {
    return (
      <img
        data-slot="upload-dropzone-preview"
        alt={file.name}
        // A ref cleanup (React 19) revokes the object URL with the element that used it.
        ref={(img) => {
          if (!img) return;
          const url = URL.createObjectURL(file);
          img.src = url;
          return () => URL.revokeObjectURL(url);
        }}
        className="mx-auto h-32 w-auto max-w-full rounded-md object-contain"
      />
    );
  }
  return (
    <div
      data-slot="upload-dropzone-preview"
      className="flex items-center gap-3 rounded-md border border-border bg-muted p-3"
    >
      <FileText aria-hidden className="size-8 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p className="truncate font-medium">{file.name}</p>
        <p className="text-xs text-muted-foreground">{formatBytes(file.size)}</p>
      </div>
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
