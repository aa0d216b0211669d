import { cva, type VariantProps } from 'class-variance-authority';
import { QRCodeSVG } from 'qrcode.react';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** Every QR code size. */
export const qrCodeSizeOptions = ['sm', 'md', 'lg'] as const;

/** The QR code's classes for a size. */
export const qrCodeVariants = cva('block shrink-0 rounded-md border bg-white', {
  variants: {
    size: { sm: 'size-32', md: 'size-48', lg: 'size-64' } satisfies Record<
      (typeof qrCodeSizeOptions)[number],
      string
    >,
  },
  defaultVariants: { size: 'md' },
});

export type QrCodeProps = Omit<
  React.ComponentProps<'svg'>,
  'children' | 'aria-label' | 'role' | 'ref'
> &
  VariantProps<typeof qrCodeVariants> & {
    /** What the code encodes, e.g. a visitor pass's qrcode. */
    value: string;
    /** What the code is, for people who cannot scan it, e.g. 'Visitor pass QR code'. Required. */
    label: string;
    /** Error correction level; higher survives more damage but packs more modules. */
    level?: 'L' | 'M' | 'Q' | 'H';
  };

/** A QR code drawn as SVG (crisp at any size and in print) with a required accessible name. */
export function QrCode({
  value,
  label,
  level = 'M',
  size = 'md',
  className,
  ...props
}: QrCodeProps) {
  return (
    <QRCodeSVG
      data-slot="qr-code"
      data-size={size}
      role="img"
      aria-label={label}
      value={value}
      level={level}
      // The drawn size comes from the classes; this only sets the SVG's intrinsic resolution.
      size={256}
      marginSize={4}
      bgColor="#ffffff"
      fgColor="#0f172a"
      className={cn(qrCodeVariants({ size }), className)}
      {...props}
    />
  );
}
