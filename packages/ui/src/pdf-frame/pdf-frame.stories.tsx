import type { Meta, StoryObj } from '@storybook/react-vite';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { expect, fn, userEvent } from 'storybook/test';
import { PdfFrame } from './pdf-frame';

/**
 * Stands in for the server's PDF: Chromium's PDF viewer does not draw the same image twice in a
 * headless run, and stories have no server. The frame itself is what these stories show. The
 * document is drawn in Inter from Storybook's own files (the frame shares its origin), not in
 * whatever sans-serif the machine has.
 */
const statement = `<!doctype html><html lang="en"><head><title>Invoice INV-2026-0042</title>
<style>@font-face{font-family:Inter;src:url(${interLatin}) format('woff2');font-weight:100 900}
body{font:14px/1.5 Inter;color:#0f172a;margin:32px}h1{font-size:20px}td{padding:4px 16px 4px 0}</style>
</head><body><h1>Invoice INV-2026-0042</h1><p>Unit C-12-01, Residensi Seri Pelangi</p>
<table><tr><td>Maintenance fee, November 2026</td><td>RM 250.00</td></tr>
<tr><td>Sinking fund, November 2026</td><td>RM 25.00</td></tr></table></body></html>`;

const meta = {
  title: 'Data/PdfFrame',
  component: PdfFrame,
  args: {
    title: 'Invoice INV-2026-0042',
    heading: 'Invoice INV-2026-0042',
    srcDoc: statement,
    onBack: fn(),
  },
  argTypes: { heading: { control: 'text' }, srcDoc: { control: false } },
} satisfies Meta<typeof PdfFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTitle('Invoice INV-2026-0042')).toHaveAttribute(
      'data-slot',
      'pdf-frame-document',
    );
    const back = canvas.getByRole('button', { name: 'Back' });
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const LongHeading: Story = {
  args: {
    heading:
      'Account statement for unit C-12-01, Residensi Seri Pelangi Tower C, 1 January 2026 to 30 November 2026',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Account statement for unit C-12-01/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
  },
};

export const Translated: Story = {
  args: { labels: { back: 'Kembali' }, title: 'Invois INV-2026-0042' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.getByTitle('Invois INV-2026-0042')).toBeInTheDocument();
  },
};
