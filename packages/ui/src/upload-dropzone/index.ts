export {
  UploadDropzone,
  uploadDropzoneSizeOptions,
  uploadDropzoneStateOptions,
  uploadDropzoneVariants,
  uploadStatusOptions,
} from './upload-dropzone';
export type {
  UploadDropzoneLabels,
  UploadDropzoneProps,
  UploadDropzoneState,
  UploadRowError,
} from './upload-dropzone';
export { acceptsFile, checkFile } from './accepts-file';
export type { FileRejection } from './accepts-file';
