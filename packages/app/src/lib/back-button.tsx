import { useLingui } from '@lingui/react/macro';
import { Button } from '@strata/ui';
import { ArrowLeft } from 'lucide-react';
import type { ComponentProps } from 'react';

/** Props of {@link BackButton}: a button's, without its look or content. */
export type BackButtonProps = Omit<
  ComponentProps<typeof Button>,
  'children' | 'variant' | 'size' | 'asChild'
>;

/**
 * A page header's way back (`PageHeader`'s `back`): an arrow, named 'Back' for assistive
 * technology. The page decides where it goes (`onClick`): leave edit mode, or to the list.
 */
export function BackButton(props: BackButtonProps) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" {...props}>
      <ArrowLeft aria-hidden />
      <span className="sr-only">{t`Back`}</span>
    </Button>
  );
}
