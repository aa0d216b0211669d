import { useLingui } from '@lingui/react/macro';
import type { Visitor } from '@strata/domain';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { inScope } from '../../lib/query-keys';
import { useFormAction } from '../../lib/use-form-action';

/** Which way a pass is checked. */
export type VisitorCheck = 'in' | 'out';

/**
 * Check In or Check Out by QR code (spec 001 §4), with the spec's toast ('Visitor has been
 * checked-in' / 'checked-out'); every visitors list and detail shown is refreshed afterwards. The
 * server's refusal (not yet due, expired, already in) opens the error modal.
 */
export function useVisitorCheck(check: VisitorCheck, onDone?: (visitor: Visitor) => void) {
  const { t } = useLingui();
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useFormAction({
    action: (visitor: Pick<Visitor, 'qrcode'>) =>
      check === 'in' ? api.visitors.checkIn(visitor.qrcode) : api.visitors.checkOut(visitor.qrcode),
    success: check === 'in' ? t`Visitor has been checked-in` : t`Visitor has been checked-out`,
    onSuccess: ({ visitor }) => {
      void mutate(inScope('visitors'));
      onDone?.(visitor);
    },
  });
}
