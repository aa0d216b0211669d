import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, Plus, Upload } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { ListToolbar } from '../list-toolbar';
import { SearchToggle } from '../search-toggle';
import { PageHeader } from './page-header';

const listActions = (
  <>
    <Button variant="outline">
      <Upload aria-hidden />
      Upload Units
    </Button>
    <Button>
      <Plus aria-hidden />
      Add
    </Button>
  </>
);

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Units Management', actions: listActions },
  argTypes: { title: { control: 'text' } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Units Management' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload Units' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add' })).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Property Unit', actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Property Unit' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const DetailWithBack: Story = {
  args: {
    title: 'A-12-03',
    back: (
      <Button variant="ghost" size="icon" aria-label="Back" onClick={fn()}>
        <ArrowLeft aria-hidden />
      </Button>
    ),
    actions: <Button variant="outline">Edit</Button>,
  },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: 'Back' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1, name: 'A-12-03' })).toBeVisible();
  },
};

export const WithToolbar: Story = {
  args: {
    children: <ListToolbar search={<SearchToggle onSearch={fn()} />} />,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};

/** On a 390 px phone the actions wrap under a long title instead of squeezing it. */
export const PhoneLongTitle: Story = {
  args: { title: 'Units Management of Menara Seri Indah Residences' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const add = canvas.getByRole('button', { name: 'Add' });
    // The actions sit below the heading, not beside it.
    await expect(add.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
  },
};
