import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The signed-out frame: the product name above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 p-4">
      <p className="text-2xl font-semibold tracking-tight text-primary">Strata</p>
      <div className="w-full max-w-sm rounded-lg border bg-card p-6 text-card-foreground shadow-card">
        {children}
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>The dashboard for running residential communities.</Trans>
      </p>
    </main>
  );
}
