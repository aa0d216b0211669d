import { Trans, useLingui } from '@lingui/react/macro';
import { PICTURE_MAX_BYTES } from '@strata/domain';
import { Button, Modal, ModalClose, UploadDropzone } from '@strata/ui';
import { useState } from 'react';
import { useApiClient } from '../../lib/api';
import { readFileAsBase64 } from '../../lib/excel-upload';
import { useFormAction } from '../../lib/use-form-action';
import { useValidationText } from '../../lib/validation-text';

export type PictureDialogProps = {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs with the stored picture's name after a successful upload. */
  onUploaded: (img: string) => void;
};

/**
 * The picture upload dialog (spec 001 'Shared dialogs', §5): one jpg, jpeg or png of at most 5MB,
 * previewed, with the progress of reading it; 'Image has been uploaded!' on success.
 */
export function PictureDialog({ userId, open, onOpenChange, onUploaded }: PictureDialogProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const validationText = useValidationText();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useFormAction({
    action: async (chosen: File) => {
      const img = await readFileAsBase64(chosen, setProgress);
      return api.users.uploadPicture({ img, original_name: chosen.name, user_id: userId });
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
