import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatPanel, type ChatPanelMessage } from './chat-panel';

const messages: ChatPanelMessage[] = [
  { id: '1', text: 'Lift B is down :sad:', sentAt: new Date('2026-11-02T01:10:00Z'), own: false },
  {
    id: '2',
    text: 'On it :ok:',
    sentAt: new Date('2026-11-02T01:12:00Z'),
    own: true,
    status: 'seen',
  },
];

function renderPanel(props: Partial<React.ComponentProps<typeof ChatPanel>> = {}) {
  const onSend = vi.fn();
  render(<ChatPanel title="Aisyah" messages={messages} onSend={onSend} {...props} />);
  return { onSend, composer: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('ChatPanel composer', () => {
  it('given a draft, when Enter is pressed, sends the trimmed text and clears the box', async () => {
    const { onSend, composer } = renderPanel();
    await userEvent.type(composer, '  Thanks!  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Thanks!');
    expect(composer).toHaveValue('');
  });

  it('given a draft, when Shift+Enter is pressed, adds a new line and sends nothing', async () => {
    const { onSend, composer } = renderPanel();
    await userEvent.type(composer, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(composer).toHaveValue('Line one\nLine two');
  });

  it('given only spaces, when Enter is pressed, sends nothing', async () => {
    const { onSend, composer } = renderPanel();
    await userEvent.type(composer, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('given a draft, when the send button is pressed, sends it', async () => {
    const { onSend, composer } = renderPanel();
    await userEvent.type(composer, 'See you at 3');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('See you at 3');
  });

  it('given typing in the box, reports each edit', async () => {
    const onTyping = vi.fn();
    const { composer } = renderPanel({ onTyping });
    await userEvent.type(composer, 'Hi');
    expect(onTyping).toHaveBeenCalledTimes(2);
  });
});

describe('ChatPanel messages', () => {
  it('given shortcodes, shows emoji', () => {
    renderPanel();
    expect(screen.getByText(/Lift B is down 😢/)).toBeInTheDocument();
  });

  it('given an own seen message, names its status for screen readers', () => {
    renderPanel();
    expect(screen.getByRole('log', { name: 'Messages' })).toHaveTextContent('You: On it 👌');
    expect(screen.getByText('Seen')).toHaveClass('sr-only');
  });

  it('given the other person types, shows who is typing', () => {
    renderPanel({ typing: true });
    expect(screen.getByText('Aisyah is typing…')).toBeInTheDocument();
  });

  it('given the minimise button, hides the conversation and keeps the header', async () => {
    const onViewChange = vi.fn();
    renderPanel({ onViewChange });
    await userEvent.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(onViewChange).toHaveBeenCalledWith('minimized');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
