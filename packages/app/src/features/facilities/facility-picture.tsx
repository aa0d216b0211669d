import { useLingui } from '@lingui/react/macro';
import { PICTURE_MAX_BYTES } from '@strata/domain';
import { Button, Field, UploadDropzone } from '@strata/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../lib/api';
import { readFileAsBase64 } from '../../lib/excel-upload';
import { useValidationText } from '../../lib/validation-text';

/** A facility's picture is an image: jpg, jpeg or png of at most 5 MB (spec 001 §5). */
const PICTURE_ACCEPT = ['.jpg', '.jpeg', '.png'] as const;

/** A facility's picture (spec 002 §1 Facilities), as its detail and the owner's booking view show it. */
export function FacilityPicture({ name, facility }: { name: string; facility: string }) {
  const api = useApiClient();
  return (
    <img
      src={api.facilities.pictureUrl(name)}
      alt={facility}
      className="aspect-video w-full max-w-md rounded-lg border object-cover"
    />
  );
}

/** Props of {@link FacilityPictureField}. */
export type FacilityPictureFieldProps = {
  /** The stored name of the picture, or null for none. */
  value: string | null;
  onValueChange: (value: string | null) => void;
  /** The facility's name, for the picture's text. */
  facility: string;
  /** Called with true while a picture uploads (the form waits for it). */
  onUploadingChange?: (uploading: boolean) => void;
  /** The server's refusal of the picture on Save. */
  error?: string | undefined;
  className?: string;
};

/**
 * The facility form's picture: the one uploaded (with Remove), or a dropzone that uploads a jpg,
 * jpeg or png of at most 5 MB at once and keeps its stored name for Save.
 */
export function FacilityPictureField({
  value,
  onValueChange,
  facility,
  onUploadingChange,
  error: saveError,
  className,
}: FacilityPictureFieldProps) {
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
    const stored = await api.facilities.upload({ doc, original_name: file.name });
    setUploading(false);
    onUploadingChange?.(false);
    if (stored.ok) onValueChange(stored.data.doc);
    else setError(stored.error.message);
  }

  return (
    <Field label={t`Picture`} error={error ?? saveError} className={className}>
      {value ? (
        <div className="flex flex-col items-start gap-2">
          <FacilityPicture name={value} facility={facility} />
          <Button type="button" variant="outline" size="sm" onClick={() => onValueChange(null)}>
            <Trash2 aria-hidden />
            {t`Remove picture`}
          </Button>
        </div>
      ) : (
        <UploadDropzone
          size="sm"
          accept={PICTURE_ACCEPT}
          maxSize={PICTURE_MAX_BYTES}
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
    </Field>
  );
}
