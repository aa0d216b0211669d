import { Trans, useLingui } from '@lingui/react/macro';
import { isOwner, type Visitor } from '@strata/domain';
import { Button, PageHeader } from '@strata/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { inScope } from '../../lib/query-keys';
import { ServiceGate } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import {
  todayInMalaysia,
  visitorDraftErrors,
  VisitorFormFields,
  visitorFormDraft,
  visitorPayload,
  type VisitorDraftState,
  type VisitorFormDraft,
} from './visitor-form';

/**
 * /d/visitors/new (spec 001 §2, §5): an owner registers a visitor for their own unit, staff for a
 * unit they choose; Re-Register arrives with a copy of an earlier visitor. Saving shows 'Visitor
 * has been added' and opens the new pass.
 */
export function VisitorNewPage() {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const location = useLocation();
  const copied = (location.state as VisitorDraftState | null)?.draft ?? null;
  const choosesUnit = !isOwner(user);
  const [today] = useState(todayInMalaysia);
  const [draft, setDraft] = useState(() => visitorFormDraft(today, copied));
  const add = useFormAction({
    validate: (value: VisitorFormDraft) => visitorDraftErrors(value, today, choosesUnit),
    action: (value: VisitorFormDraft) => api.visitors.add(visitorPayload(value)),
    success: t`Visitor has been added`,
    onSuccess: (visitor: Visitor) => {
      void mutate(inScope('visitors'));
      navigate(`/d/visitors/${encodeURIComponent(visitor.qrcode)}`, { replace: true });
    },
  });
  const toList = () => navigate('/d/visitors');
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Add Visitor`} back={<BackButton onClick={toList} />} />
      <ServiceGate service="Visitors">
        <form
          noValidate
          aria-label={t`Visitor`}
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void add.submit(draft);
          }}
        >
          <VisitorFormFields
            draft={draft}
            onChange={setDraft}
            error={add.fieldError}
            today={today}
            choosesUnit={choosesUnit}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={toList} disabled={add.pending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={add.pending} aria-busy={add.pending || undefined}>
              <Trans>Save</Trans>
            </Button>
          </div>
        </form>
      </ServiceGate>
    </section>
  );
}
