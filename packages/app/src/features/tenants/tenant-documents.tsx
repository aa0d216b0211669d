import { useLingui } from '@lingui/react/macro';
import { ATTACHMENT_MAX_BYTES, TENANT_DOCUMENTS_MAX } from '@strata/domain';
import { Button, Field, UploadDropzone } from '@strata/ui';
import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../lib/api';
import { readFileAsBase64 } from '../../lib/excel-upload';
import { useValidationText } from '../../lib/validation-text';

/** Tenancy documents are attachments (spec 002 §5): jpg, jpeg, pjpg, png or pdf up to 5 MB. */
const DOCUMENT_ACCEPT = ['.jpg', '.jpeg', '.pjpg', '.png', '.pdf'] as const;

/** 'PDF', 'PNG': a stored name's type, as a link names it. */
const typeOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toUpperCase();

/**
 * A tenant's documents as links that open each in a new tab ('Document 1 (PDF)'), staff reading
 * them before Verify; with `onRemove`, each can be taken off the form.
 */
export function TenantDocuments({
  names,
  onRemove,
}: {
  names: readonly string[];
  onRemove?: (name: string) => void;
}) {
  const { t } = useLingui();
  const api = useApiClient();
  if (names.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label={t`Documents`}>
      {names.map((name, index) => {
        const number = index + 1;
        const type = typeOf(name);
        return (
          <li key={name} className="flex items-center gap-2">
            <a
              href={api.tenants.documentUrl(name)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
            >
              <FileText aria-hidden className="size-4" />
              {t`Document ${number} (${type})`}
            </a>
            {onRemove && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                onClick={() => onRemove(name)}
              >
                <X aria-hidden />
                <span className="sr-only">{t`Remove document ${number}`}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Props of {@link TenantDocumentsField}. */
export type TenantDocumentsFieldProps = {
  /** The stored names of the attached documents. */
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** Called with true while a document uploads (the form waits for it). */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string | undefined;
  className?: string;
};

/**
 * The tenant form's documents (the tenancy agreement, an IC or passport copy): up to 5, each
 * uploaded when chosen and kept by its stored name for Save.
 */
export function TenantDocumentsField({
  value,
  onValueChange,
  onUploadingChange,
  error: saveError,
  className,
}: TenantDocumentsFieldProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const validationText = useValidationText();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | undefined>();

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    onUploadingChange?.(true);
    setError(undefined);
    const doc = await readFileAsBase64(file, setProgress);
    const stored = await api.tenants.upload({ doc, original_name: file.name });
    setUploading(false);
    onUploadingChange?.(false);
    if (stored.ok) onValueChange([...value, stored.data.doc]);
    else setError(stored.error.message);
  }

  return (
    <Field
      label={t`Documents (up to ${TENANT_DOCUMENTS_MAX})`}
      description={t`The tenancy agreement and an IC or passport copy: pdf, jpg or png, up to 5MB each.`}
      error={error ?? saveError}
      className={className}
    >
      <div className="flex flex-col gap-2">
        <TenantDocuments
          names={value}
          onRemove={(name) => onValueChange(value.filter((entry) => entry !== name))}
        />
        {value.length < TENANT_DOCUMENTS_MAX && (
          <UploadDropzone
            size="sm"
            accept={DOCUMENT_ACCEPT}
            maxSize={ATTACHMENT_MAX_BYTES}
            file={null}
            onFileChange={(file) => void upload(file)}
            status={uploading ? 'pending' : undefined}
            progress={uploading ? progress : undefined}
            labels={{
              tooLarge: validationText('imageTooLarge'),
              unsupported: validationText('fileNotSupported'),
            }}
          />
        )}
      </div>
    </Field>
  );
}
