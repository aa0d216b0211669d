import { useLingui } from '@lingui/react/macro';
import type { SupportStatus } from '@strata/domain';
import { Pill } from '@strata/ui';

/** A bug report's status as a pill: Pending (warning) or Resolved (success), translated. */
export function SupportStatusPill({ status }: { status: SupportStatus }) {
  const { t } = useLingui();
  return status === 'Resolved' ? (
    <Pill variant="success">{t`Resolved`}</Pill>
  ) : (
    <Pill variant="warning">{t`Pending`}</Pill>
  );
}
