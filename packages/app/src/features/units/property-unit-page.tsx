import { readPlaceText } from '@strata/domain';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@strata/ui';
import { useApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useGlobalFailure } from '../../lib/use-list';
import { UnitDetails } from './unit-fields';

/** /d/property-unit: an owner's own unit under 'Property Unit', no tabs, no edit (spec 001 §2). */
export function PropertyUnitPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const unitId = user?.unit_id ?? null;
  const detail = useApi(
    unitId === null ? null : queryKeys.units.detail(unitId),
    (api) => api.units.detail(unitId ?? 0),
    { silent: true },
  );
  useGlobalFailure(detail.error);
  const unit = detail.data?.data;
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Property Unit`} />
      {unitId === null ? (
        <EmptyState />
      ) : unit ? (
        <UnitDetails unit={unit} />
      ) : detail.error ? (
        <ErrorState
          description={readPlaceText(detail.error)}
          onRetry={() => void detail.mutate()}
        />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
