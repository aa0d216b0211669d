import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps } from './tabs';

type Variant = TabsListProps['variant'];

const visitorTabs = [
  { value: 'today', label: 'Today', body: '12 visitors are expected today.' },
  { value: 'upcoming', label: 'Upcoming', body: '31 visitors are registered for later dates.' },
  { value: 'history', label: 'History', body: '1,204 visits were recorded this year.' },
];

function VisitorTabs({
  variant,
  ...props
}: React.ComponentProps<typeof Tabs> & { variant?: Variant }) {
  return (
    <Tabs {...props}>
      <TabsList variant={variant} aria-label="Visitors">
        {visitorTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} variant={variant}>
            {tab.label}
          </TabsTrigger>
        ))}
        <TabsTrigger value="blacklist" variant={variant} disabled>
          Blacklist
        </TabsTrigger>
      </TabsList>
      {visitorTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <p className="text-sm">{tab.body}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  render: (args) => <VisitorTabs {...args} />,
  args: { defaultValue: 'today', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pills: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Today' })).toHaveTextContent('12 visitors');

    // Pointer.
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('history');
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toBeVisible();

    // Keyboard: arrows move and select, skipping the disabled tab, and wrap around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent(
      '31 visitors',
    );
  },
};

export const Underline: Story = {
  render: (args) => <VisitorTabs {...args} variant="underline" />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
      'data-variant',
      'underline',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('today');
  },
};

export const Controlled: Story = {
  args: { value: 'history', defaultValue: undefined },
  play: async ({ args, canvas }) => {
    // The owner keeps 'history': a click only asks for the change.
    await userEvent.click(canvas.getByRole('tab', { name: 'Today' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('today');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

const unitTabs = [
  'Info',
  'Owners',
  'Access Cards',
  'Visitors',
  'Account Statement',
  'Payments',
  'Water Bills',
];

/** A tab's value: Radix builds element ids from it, and an id holds no spaces. */
const slug = (label: string) => label.toLowerCase().replaceAll(' ', '-');

/** Seven tabs at 390 px, as a unit's detail has them: the row scrolls, its far edge fades. */
function UnitTabs({
  variant,
  ...props
}: React.ComponentProps<typeof Tabs> & { variant?: Variant }) {
  return (
    <Tabs {...props}>
      <TabsList variant={variant} aria-label="Unit">
        {unitTabs.map((label) => (
          <TabsTrigger key={label} value={slug(label)} variant={variant}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {unitTabs.map((label) => (
        <TabsContent key={label} value={slug(label)}>
          <p className="text-sm">The unit&apos;s {label}.</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

export const Overflowing: Story = {
  render: (args) => <UnitTabs {...args} />,
  args: { defaultValue: 'info' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Unit' });
    // The list measures itself once drawn.
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // Keyboard: End selects the last tab, scrolled into view; the start edge now fades.
    await userEvent.click(canvas.getByRole('tab', { name: 'Info' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Water Bills' });
    await expect(last).toHaveFocus();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
    // ArrowLeft to a tab in view scrolls nothing; Home brings the first back, the end fades again.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    await expect(list).toHaveAttribute('data-overflow', 'start');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Info' })).toHaveFocus();
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
  },
};

/** Opened on a later tab (a link to a unit's payments): the selected tab is scrolled into view. */
export const OverflowingOpenedOnALaterTab: Story = {
  render: (args) => <UnitTabs {...args} variant="underline" />,
  args: { defaultValue: 'water-bills' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const selected = canvas.getByRole('tab', { name: 'Water Bills', selected: true });
    const list = canvas.getByRole('tablist', { name: 'Unit' });
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
    await expect(selected.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
