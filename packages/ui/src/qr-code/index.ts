export { QrCode, qrCodeSizeOptions, qrCodeVariants } from './qr-code';
export type { QrCodeProps } from './qr-code';
