import { useLingui } from '@lingui/react/macro';
import type { Visitor } from '@strata/domain';
import { useCallback } from 'react';

/** A visitor status in the active language. */
export function useVisitorStatusText(): (status: Visitor['status']) => string {
  const { t } = useLingui();
  return useCallback(
    (status) =>
      ({
        Upcoming: t`Upcoming`,
        'Checked In': t`Checked In`,
        'Checked Out': t`Checked Out`,
        Expired: t`Expired`,
      })[status],
    [t],
  );
}

/** A visitor type (spec 001 §9) in the active language. */
export function useVisitorTypeText(): (type: Visitor['type']) => string {
  const { t } = useLingui();
  return useCallback(
    (type) =>
      ({
        Visit: t`Visit`,
        'Over Night': t`Over Night`,
        Pickup: t`Pickup`,
        'Drop-Off': t`Drop-Off`,
        Vendor: t`Vendor`,
      })[type],
    [t],
  );
}

/** The pill colour of each visitor status (spec 001 §2 'Status (pill)'). */
export const VISITOR_STATUS_PILL = {
  Upcoming: 'info',
  'Checked In': 'success',
  'Checked Out': 'neutral',
  Expired: 'inactive',
} as const satisfies Record<Visitor['status'], string>;
