import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './description-list';

const unit = [
  { label: 'Unit No', value: 'A-12-03' },
  { label: 'Block', value: 'A' },
  { label: 'Level', value: 12 },
  { label: 'Square Footage', value: '1,250' },
  { label: 'Parking Lot', value: 'P2-118' },
  { label: 'Parking Lot 2', value: '' },
  { label: 'Maintenance Amount', value: 'RM 350.00' },
  { label: 'Water Rate', value: 'RM 0.0025' },
  {
    label: 'Remark',
    value:
      'Corner unit facing the pool.\nOwner asked for the balcony railing to be checked before the wet season.',
  },
];

const meta = {
  title: 'Layout/DescriptionList',
  component: DescriptionList,
  args: { items: unit },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names and values pair up as terms and definitions. */
function pairs(canvasElement: HTMLElement) {
  const terms = within(canvasElement).getAllByRole('term');
  const definitions = within(canvasElement).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent, definitions[index]?.textContent]);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shown = pairs(canvasElement);
    await expect(shown[0]).toEqual(['Unit No', 'A-12-03']);
    // An empty value shows a dash instead of a blank.
    await expect(shown[5]).toEqual(['Parking Lot 2', '—']);
    // Two columns on a wide screen: the second field sits beside the first.
    const [first, second] = within(canvasElement).getAllByRole('term');
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // One column on a phone: the second field sits under the first.
    const [first, second] = within(canvasElement).getAllByRole('term');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

export const Translated: Story = {
  args: {
    items: [
      { label: 'No Unit', value: 'A-12-03' },
      { label: 'Tempat Letak Kereta 2', value: null },
    ],
    labels: { empty: 'Tiada' },
  },
  play: async ({ canvasElement }) => {
    await expect(pairs(canvasElement)).toEqual([
      ['No Unit', 'A-12-03'],
      ['Tempat Letak Kereta 2', 'Tiada'],
    ]);
  },
};
