export { PdfFrame } from './pdf-frame';
export type { PdfFrameLabels, PdfFrameProps } from './pdf-frame';
