import { Trans, useLingui } from '@lingui/react/macro';
import { PICTURE_MAX_BYTES, type ApiResult } from '@strata/domain';
import { Button, Modal, ModalClose, UploadDropzone } from '@strata/ui';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from './api';
import { readFileAsBase64 } from './excel-upload';
import { useFormAction } from './use-form-action';
import { useValidationText } from './validation-text';

/** A user's or a property's stored picture, or `icon` in its place (a round or square frame). */
export function PictureThumb({
  img,
  name,
  icon: Icon,
  shape,
}: {
  img: string | null | undefined;
  name: string;
  icon: LucideIcon;
  shape: 'round' | 'square';
}) {
  const { t } = useLingui();
  const api = useApiClient();
  const frame = `size-24 border ${shape === 'round' ? 'rounded-full' : 'rounded-md'}`;
  return img ? (
    <img src={api.files.pictureUrl(img)} alt={name} className={`${frame} object-cover`} />
  ) : (
    <span className={`${frame} flex items-center justify-center bg-muted`}>
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <span className="sr-only">{t`No picture of ${name}`}</span>
    </span>
  );
}

/** The picture as the upload endpoints take it: base64 content and the file's own name. */
export type PictureUpload = { img: string; original_name: string };

export type PictureDialogProps = {
  /** Sends the picture (a user's or a property's upload call) and answers the stored name. */
  upload: (picture: PictureUpload) => Promise<ApiResult<{ img: string }>>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs with the stored picture's name after a successful upload. */
  onUploaded: (img: string) => void;
};

/**
 * The picture upload dialog (spec 001 'Shared dialogs', §5): one jpg, jpeg or png of at most 5MB,
 * previewed, with the progress of reading it; 'Image has been uploaded!' on success. Shared by
 * the user detail and the property detail, which pass their own upload call.
 */
export function PictureDialog({
  upload: send,
  open,
  onOpenChange,
  onUploaded,
}: PictureDialogProps) {
  const { t } = useLingui();
  const validationText = useValidationText();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useFormAction({
    action: async (chosen: File) => {
      const img = await readFileAsBase64(chosen, setProgress);
      return send({ img, original_name: chosen.name });
    },
    failure: { field: 'img' },
    success: t`Image has been uploaded!`,
    onSuccess: ({ img }) => {
      onUploaded(img);
      close();
    },
  });
  const serverError = upload.fieldError('img');

  function close() {
    setFile(null);
    setProgress(0);
    upload.reset();
    onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !upload.pending) close();
      }}
      title={t`Change Picture`}
      description={t`A jpg, jpeg or png image of at most 5MB.`}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline" disabled={upload.pending}>
              <Trans>Cancel</Trans>
            </Button>
          </ModalClose>
          <Button
            onClick={() => {
              if (file) void upload.submit(file);
            }}
            disabled={!file || upload.pending}
          >
            <Trans>Upload</Trans>
          </Button>
        </>
      }
    >
      <UploadDropzone
        accept={['.jpg', '.jpeg', '.png']}
        maxSize={PICTURE_MAX_BYTES}
        file={file}
        onFileChange={(chosen) => {
          setFile(chosen);
          upload.reset();
        }}
        status={upload.pending ? 'pending' : serverError ? 'error' : undefined}
        progress={upload.pending ? progress : undefined}
        error={serverError}
        labels={{
          tooLarge: validationText('imageTooLarge'),
          unsupported: validationText('fileNotSupported'),
        }}
      />
    </Modal>
  );
}
