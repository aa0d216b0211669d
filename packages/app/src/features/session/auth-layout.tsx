import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../lib/language-switch';

/** The signed-out frame: the language switch, the product name above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 p-4 pt-16">
      <div className="absolute top-4 right-4">
        <LanguageSwitch />
      </div>
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
