import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelsProvider } from '../labels/labels';
import { CounterBadge } from './counter-badge';

describe('CounterBadge', () => {
  it('given a count of 0, renders nothing', () => {
    const { container } = render(<CounterBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('given a count of 3, shows 3', () => {
    render(<CounterBadge count={3} />);
    expect(screen.getByText('3')).toBeVisible();
  });

  it('given a count above 9, shows 9+', () => {
    render(<CounterBadge count={10} />);
    expect(screen.getByText('9+')).toBeVisible();
  });

  it('given a count above 9, a screen reader hears the exact count', () => {
    render(
      <button type="button">
        Inbox <CounterBadge count={42} />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Inbox 42 unread' })).toBeInTheDocument();
  });

  it('given translated labels from a provider, a screen reader hears them', () => {
    render(
      <LabelsProvider labels={{ counterBadge: { count: (count) => `${count} baharu` } }}>
        <button type="button">
          Peti masuk <CounterBadge count={2} />
        </button>
      </LabelsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Peti masuk 2 baharu' })).toBeInTheDocument();
  });
});
