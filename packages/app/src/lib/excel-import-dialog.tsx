import { Trans, useLingui } from '@lingui/react/macro';
import { EXCEL_MAX_BYTES } from '@strata/domain';
import { Button, Field, Modal, ModalClose, UploadDropzone } from '@strata/ui';
import { useState } from 'react';
import type { ApiResult, ImportResponse } from '@strata/domain';
import { useSession } from './session';
import { useFormAction } from './use-form-action';
import { useValidationText } from './validation-text';
import { readFileAsBase64, rowErrorsOf } from './excel-upload';
import { PropertySelect, type PropertyOption } from './property-select';

/** What an import sends: the file as base64, its name and the property. */
export type ExcelImport = { doc: string; original_name: string; property_id: number };

export type ExcelImportDialogProps = {
  /** The dialog's title, e.g. 'Upload Units'. */
  title: string;
  /** The import call (units or owners). */
  importFile: (payload: ExcelImport) => Promise<ApiResult<ImportResponse>>;
  /** The template's download link and its text. */
  template: { href: string; label: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The properties the super user picks from; null for everyone else (their own property). */
  properties: readonly PropertyOption[] | null;
  /** The property chosen in the list's filter, if any. */
  defaultPropertyId?: string;
  /** Runs after a successful import (refresh the list). */
  onImported: () => void;
};

type Upload = { file: File; propertyId: number };

/**
 * An Excel import, of units or owners (spec 001 'Shared dialogs'): an upload area (xlsx, at most 1 MB), the
 * progress of reading the file, 'Processing..' at 100 % while the server imports, the server's
 * row errors when any row is bad (then nothing is imported), and the template to download.
 */
export function ExcelImportDialog({
  title,
  importFile,
  template,
  open,
  onOpenChange,
  properties,
  defaultPropertyId = '',
  onImported,
}: ExcelImportDialogProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const validationText = useValidationText();
  const [file, setFile] = useState<File | null>(null);
  const [propertyId, setPropertyId] = useState(defaultPropertyId);
  const [progress, setProgress] = useState(0);
  const [propertyError, setPropertyError] = useState<string | undefined>();
  const upload = useFormAction({
    action: async ({ file: chosen, propertyId: property }: Upload) => {
      const doc = await readFileAsBase64(chosen, setProgress);
      return importFile({ doc, original_name: chosen.name, property_id: property });
    },
    failure: { field: 'doc' },
    success: ({ total }) => t`${total} were successfuly imported`,
    onSuccess: () => {
      onImported();
      close();
    },
  });
  const serverError = upload.fieldError('doc');
  const rows = serverError ? rowErrorsOf(serverError) : null;

  function close() {
    setFile(null);
    setProgress(0);
    setPropertyError(undefined);
    upload.reset();
    onOpenChange(false);
  }

  function submit() {
    if (!file) return;
    const property = properties === null ? (user?.property_id ?? null) : Number(propertyId);
    if (!property) {
      setPropertyError(validationText('select'));
      return;
    }
    setPropertyError(undefined);
    setProgress(0);
    void upload.submit({ file, propertyId: property });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !upload.pending) close();
      }}
      title={title}
      description={t`An Excel file (xlsx) of at most 1MB, laid out like the template.`}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline" disabled={upload.pending}>
              <Trans>Cancel</Trans>
            </Button>
          </ModalClose>
          <Button onClick={submit} disabled={!file || upload.pending}>
            <Trans>Upload</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {properties !== null && (
          <Field label={t`Property`} required error={propertyError}>
            <PropertySelect
              properties={properties}
              emptyOption={t`Choose a property`}
              value={propertyId}
              onChange={(event) => setPropertyId(event.target.value)}
              className="w-full"
            />
          </Field>
        )}
        <UploadDropzone
          accept={['.xlsx']}
          maxSize={EXCEL_MAX_BYTES}
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
          status={upload.pending ? 'pending' : serverError ? 'error' : undefined}
          progress={upload.pending ? progress : undefined}
          error={rows ? rows.summary : serverError}
          rowErrors={rows?.rows}
          labels={{
            tooLarge: validationText('fileTooLarge'),
            unsupported: validationText('fileNotSupported'),
          }}
        />
        <a
          className="self-start text-sm font-medium text-primary underline underline-offset-4"
          href={template.href}
          download
        >
          {template.label}
        </a>
      </div>
    </Modal>
  );
}
