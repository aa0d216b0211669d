import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelsProvider, useLabels } from './labels';

type DemoLabels = { close: string; title: string };
declare module './labels' {
  interface StrataLabels {
    demo: DemoLabels;
  }
}
const defaults: DemoLabels = { close: 'Close', title: 'Title' };

function Demo({ labels }: { labels?: Partial<DemoLabels> }) {
  const l = useLabels('demo', defaults, labels);
  return (
    <p>
      {l.title} / {l.close}
    </p>
  );
}

describe('labels', () => {
  it('given no provider, shows the English defaults', () => {
    render(<Demo />);
    expect(screen.getByText('Title / Close')).toBeInTheDocument();
  });

  it('given a provider, shows its translations and keeps defaults for the rest', () => {
    render(
      <LabelsProvider labels={{ demo: { close: 'Tutup' } }}>
        <Demo />
      </LabelsProvider>,
    );
    expect(screen.getByText('Title / Tutup')).toBeInTheDocument();
  });

  it('given nested providers and a labels prop, the nearest wins', () => {
    render(
      <LabelsProvider labels={{ demo: { close: 'Tutup', title: 'Tajuk' } }}>
        <LabelsProvider labels={{ demo: { close: 'Tutup sekarang' } }}>
          <Demo labels={{ title: 'Judul' }} />
        </LabelsProvider>
      </LabelsProvider>,
    );
    expect(screen.getByText('Judul / Tutup sekarang')).toBeInTheDocument();
  });
});
