import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { ChatDock, ChatPanel, type ChatPanelMessage, type ChatPanelProps } from './chat-panel';

const kualaLumpur = new Intl.DateTimeFormat('en-MY', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kuala_Lumpur',
});
const formatTime = (date: Date) => kualaLumpur.format(date);

const conversation: ChatPanelMessage[] = [
  {
    id: 'm1',
    text: 'Hi, the visitor QR for unit A-12-03 does not scan :sad:',
    sentAt: new Date('2026-11-02T09:12:00+08:00'),
    own: false,
  },
  {
    id: 'm2',
    text: 'Checking it now :ok:',
    sentAt: new Date('2026-11-02T09:14:00+08:00'),
    own: true,
    status: 'seen',
  },
  {
    id: 'm3',
    text: 'The pass had expired. I have issued a new one.',
    sentAt: new Date('2026-11-02T09:20:00+08:00'),
    own: true,
    status: 'delivered',
  },
  {
    id: 'm4',
    text: 'Could you ask the guard to let them in?',
    sentAt: new Date('2026-11-02T09:21:00+08:00'),
    own: true,
    status: 'sent',
  },
];

/** Holds the conversation so sending shows the new message, as the app's chat hook would. */
function Harness(props: ChatPanelProps) {
  const [messages, setMessages] = useState(props.messages);
  return (
    <ChatDock>
      <ChatPanel
        {...props}
        messages={messages}
        onSend={(text) => {
          props.onSend(text);
          setMessages((previous) => [
            ...previous,
            { id: `new-${previous.length}`, text, sentAt: new Date(), own: true, status: 'sent' },
          ]);
        }}
      />
    </ChatDock>
  );
}

const meta = {
  title: 'Overlays/ChatPanel',
  component: ChatPanel,
  render: (args) => <Harness {...args} />,
  args: {
    title: 'Aisyah binti Ahmad',
    messages: conversation,
    formatTime,
    onSend: fn(),
    onTyping: fn(),
    onClose: fn(),
    onViewChange: fn(),
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Aisyah binti Ahmad' });
    const log = within(panel).getByRole('log', { name: 'Messages' });
    await expect(log).toHaveTextContent('Checking it now 👌');
    await expect(within(log).getByText('Seen')).toBeInTheDocument();
    await expect(within(log).getByText('Delivered')).toBeInTheDocument();
    await expect(within(log).getByText('Sent')).toBeInTheDocument();

    // Keyboard: type and send with Enter; Shift+Enter only breaks the line.
    const composer = within(panel).getByRole('textbox', { name: 'Message' });
    await userEvent.click(composer);
    await userEvent.keyboard('Guard informed{Shift>}{Enter}{/Shift}Gate B :done:{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Guard informed\nGate B :done:');
    await expect(composer).toHaveValue('');
    await expect(args.onTyping).toHaveBeenCalled();

    // Pointer: type and press the send button.
    await userEvent.type(composer, 'Thanks :heart:');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('Thanks :heart:');
    await expect(log).toHaveTextContent('Thanks ❤️');
  },
};

export const Typing: Story = {
  args: { typing: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Aisyah binti Ahmad is typing…')).toBeVisible();
    const composer = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(composer);
    await userEvent.keyboard('{Enter}');
    // An empty draft is not sent.
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Minimized: Story = {
  args: { defaultView: 'minimized' },
  play: async ({ args, canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Aisyah binti Ahmad' });
    await expect(panel).toHaveAttribute('data-state', 'minimized');
    await expect(within(panel).queryByRole('log')).not.toBeInTheDocument();

    // Pointer: open it; keyboard: minimise it again.
    await userEvent.click(within(panel).getByRole('button', { name: 'Open chat' }));
    await expect(within(panel).getByRole('log', { name: 'Messages' })).toBeVisible();
    await expect(args.onViewChange).toHaveBeenLastCalledWith('open');
    within(panel).getByRole('button', { name: 'Minimise chat' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(panel).toHaveAttribute('data-state', 'minimized');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('minimized');
  },
};

export const Close: Story = {
  play: async ({ args, canvas }) => {
    const close = canvas.getByRole('button', { name: 'Close chat' });
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  args: {
    title: 'Nurul Huda binti Mohd Kamaruddin (Block C Management Office)',
    messages: [
      ...conversation,
      {
        id: 'm5',
        text: 'Noted. Also please remind residents that the swimming pool at level 7 will be closed for maintenance from Monday to Wednesday, and that the gym access cards issued before September must be renewed at the management office :finger_crossed:',
        sentAt: new Date('2026-11-02T09:25:00+08:00'),
        own: false,
      },
      {
        id: 'm6',
        text: 'https://strata.example.com/d/announcement/2026-11-maintenance-schedule-for-block-c',
        sentAt: new Date('2026-11-02T09:28:00+08:00'),
        own: true,
        status: 'delivered',
      },
    ],
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages' });
    // The log scrolls to the newest message and can be scrolled from the keyboard.
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    await userEvent.tab({ shift: true });
    await expect(log).toHaveFocus();
    // Whether Chromium draws :focus-visible after a synthetic Shift+Tab varies run to run; the
    // picture is of the long messages, so leave nothing focused.
    log.blur();
  },
};

const other: ChatPanelMessage[] = [
  {
    id: 'o1',
    text: 'Can I book the hall for Saturday? :shy:',
    sentAt: new Date('2026-11-02T08:55:00+08:00'),
    own: false,
  },
];

export const Dock: Story = {
  render: (args) => (
    <ChatDock>
      <ChatPanel {...args} title="Tan Wei Ming" messages={[]} defaultView="minimized" />
      <ChatPanel {...args} title="Rajesh Kumar" messages={other} typing />
      <ChatPanel {...args} />
    </ChatDock>
  ),
  play: async ({ args, canvas }) => {
    const panels = canvas.getAllByRole('region');
    await expect(panels).toHaveLength(3);
    // 250 px wide, 20 px apart.
    const [first, second] = panels.map((panel) => panel.getBoundingClientRect());
    await expect(first!.width).toBe(250);
    await expect(second!.left - first!.right).toBe(20);

    // Pointer on one panel, keyboard on another.
    await userEvent.click(canvas.getByRole('button', { name: 'Open chat' }));
    const rajesh = canvas.getByRole('region', { name: 'Rajesh Kumar' });
    await userEvent.type(
      within(rajesh).getByRole('textbox', { name: 'Message' }),
      'Yes :like:{Enter}',
    );
    await expect(args.onSend).toHaveBeenCalledWith('Yes :like:');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Minimise chat' })[0]!);
    await expect(canvas.getByRole('region', { name: 'Tan Wei Ming' })).toHaveAttribute(
      'data-state',
      'minimized',
    );
  },
};
