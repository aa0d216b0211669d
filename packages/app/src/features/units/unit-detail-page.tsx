import { Trans, useLingui } from '@lingui/react/macro';
import { can, isOwner, type Unit } from '@strata/domain';
import {
  Button,
  ErrorState,
  LoadingState,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@strata/ui';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { ComplaintList } from '../../lib/complaint-list';
import { PaymentList, StatementList } from '../../lib/finance';
import { isNotFound, NotFoundPage, recordId } from '../../lib/not-found';
import { inScope, queryKeys } from '../../lib/query-keys';
import { ServiceGate } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import { useGlobalFailure, useUrlTab } from '../../lib/use-list';
import { UnitAccessCardsTab } from './unit-access-cards-tab';
import {
  UnitDetails,
  UnitFormFields,
  unitDraft,
  unitDraftErrors,
  unitPayload,
  type UnitDraft,
} from './unit-fields';
import { UnitOwnersTab } from './unit-owners-tab';
import { unitPermissions } from './unit-permissions';
import { PropertyUnitPage } from './property-unit-page';
import { UnitVisitorsTab } from './unit-visitors-tab';

const TABS = [
  'info',
  'owners',
  'account-statement',
  'payments',
  'visitors',
  'access-card',
  'complains',
] as const;
type UnitTab = (typeof TABS)[number];

/** /d/units/{id} and /d/units/new (spec 001 §2 'Unit detail'). */
export function UnitDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  // Spec 001 §2: owners see one heading 'Property Unit' and no tabs, whichever path led them to
  // their unit (the guard lets an owner open only their own).
  if (user && isOwner(user)) return <PropertyUnitPage />;
  if (id === 'new') return <NewUnit />;
  const unitId = recordId(id);
  return unitId === null ? <UnitNotFound /> : <ExistingUnit id={unitId} />;
}

function UnitNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundPage title={t`Unit not found`} listPath="/d/units" listLabel={t`Back to Units`} />
  );
}

type UnitFormProps = {
  draft: UnitDraft;
  onDraftChange: (draft: UnitDraft) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  pending: boolean;
  error: (field: keyof UnitDraft) => string | undefined;
  properties: readonly { id: number; name: string }[] | null;
};

function UnitForm({
  draft,
  onDraftChange,
  onSubmit,
  onCancel,
  pending,
  error,
  properties,
}: UnitFormProps) {
  const { t } = useLingui();
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Unit`} className="flex flex-col gap-6">
      <UnitFormFields
        draft={draft}
        onChange={onDraftChange}
        error={error}
        properties={properties}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

/** /d/units/new: a blank form; saving adds the unit and returns to the list (spec 001 §4). */
function NewUnit() {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const choosesProperty = unitPermissions(user).choosesProperty;
  // A super user belongs to no one property: they choose it (spec 001 §6).
  const [draft, setDraft] = useState(() =>
    unitDraft(null, choosesProperty ? null : user?.property_id),
  );
  const properties = useApi(
    choosesProperty ? queryKeys.units.list({ page: 0, search: '' }) : null,
    (client) => client.units.list({ page: 0 }),
  ).data?.properties;
  const add = useFormAction({
    validate: unitDraftErrors,
    action: (value: UnitDraft) => api.units.add(unitPayload(value)),
    success: t`Unit has been added`,
    onSuccess: () => {
      void mutate(inScope('units'));
      navigate('/d/units');
    },
  });
  const toList = () => navigate('/d/units');
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Add Unit`} back={<BackButton onClick={toList} />} />
      <UnitForm
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={(event) => {
          event.preventDefault();
          void add.submit(draft);
        }}
        onCancel={toList}
        pending={add.pending}
        error={add.fieldError}
        properties={choosesProperty ? (properties ?? []) : null}
      />
    </section>
  );
}

/** /d/units/{id}: view mode, edit mode on a copy, and the tabs (spec 001 §2, §4). */
function ExistingUnit({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const allowed = unitPermissions(user);
  const [tab, setTab] = useUrlTab<UnitTab>(TABS, 'info');
  const [draft, setDraft] = useState<UnitDraft | null>(null);
  const detail = useApi(queryKeys.units.detail(id), (client) => client.units.detail(id), {
    silent: true,
  });
  useGlobalFailure(detail.error);
  const unit = detail.data?.data;
  const save = useFormAction({
    validate: unitDraftErrors,
    action: (value: UnitDraft) => api.units.edit({ ...unitPayload(value), id }),
    success: t`Changes has been saved`,
    onSuccess: (saved: Unit) => {
      // Spec 001 §4: the record merges the answer and returns to view mode.
      void detail.mutate((current) => current && { data: { ...current.data, ...saved } }, {
        revalidate: false,
      });
      setDraft(null);
    },
  });
  const editing = draft !== null;
  const back = () => (editing ? setDraft(null) : navigate('/d/units'));

  if (isNotFound(detail.error)) return <UnitNotFound />;
  if (!unit) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={t`Unit`} back={<BackButton onClick={back} />} />
        {detail.error ? (
          <ErrorState description={detail.error.message} onRetry={() => void detail.mutate()} />
        ) : (
          <LoadingState />
        )}
      </section>
    );
  }

  const info = editing ? (
    <UnitForm
      draft={draft}
      onDraftChange={setDraft}
      onSubmit={(event) => {
        event.preventDefault();
        void save.submit(draft);
      }}
      onCancel={() => setDraft(null)}
      pending={save.pending}
      error={save.fieldError}
      properties={null}
    />
  ) : (
    <UnitDetails unit={unit} />
  );

  return (
    <section className="flex flex-col gap-2">
      <PageHeader
        title={t`Unit ${unit.unit_no}`}
        back={<BackButton onClick={back} />}
        actions={
          allowed.edit && !editing && tab === 'info' ? (
            <Button variant="outline" onClick={() => setDraft(unitDraft(unit))}>
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </Button>
          ) : null
        }
      />
      {allowed.tabs ? (
        <Tabs value={tab} onValueChange={(next) => setTab(next as UnitTab)}>
          <TabsList aria-label={t`Unit sections`} variant="underline">
            <TabsTrigger value="info" variant="underline">{t`Info`}</TabsTrigger>
            <TabsTrigger
              value="owners"
              variant="underline"
              disabled={editing}
            >{t`Owners`}</TabsTrigger>
            {allowed.finance.statement && (
              <TabsTrigger value="account-statement" variant="underline" disabled={editing}>
                {t`Account Statement`}
              </TabsTrigger>
            )}
            {allowed.finance.payments && (
              <TabsTrigger value="payments" variant="underline" disabled={editing}>
                {t`Payments`}
              </TabsTrigger>
            )}
            <TabsTrigger
              value="visitors"
              variant="underline"
              disabled={editing}
            >{t`Visitors`}</TabsTrigger>
            {allowed.accessCards.view && (
              <TabsTrigger value="access-card" variant="underline" disabled={editing}>
                {t`Access Card`}
              </TabsTrigger>
            )}
            {can(user, 'Complains', 'View') && (
              <TabsTrigger value="complains" variant="underline" disabled={editing}>
                {t`Complains`}
              </TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="info" className="pt-4">
            {info}
          </TabsContent>
          <TabsContent value="owners" className="pt-4">
            <UnitOwnersTab
              unit={unit}
              canManage={allowed.manageOwners}
              onChanged={() => void detail.mutate()}
            />
          </TabsContent>
          {allowed.finance.statement && (
            <TabsContent value="account-statement" className="pt-4">
              <ServiceGate service="Account Statements">
                <StatementList unit={unit} />
              </ServiceGate>
            </TabsContent>
          )}
          {allowed.finance.payments && (
            <TabsContent value="payments" className="pt-4">
              <ServiceGate service="Payments">
                <PaymentList unitId={unit.id} />
              </ServiceGate>
            </TabsContent>
          )}
          <TabsContent value="visitors" className="pt-4">
            <UnitVisitorsTab unitId={unit.id} />
          </TabsContent>
          {allowed.accessCards.view && (
            <TabsContent value="access-card" className="pt-4">
              <UnitAccessCardsTab unitId={unit.id} allowed={allowed.accessCards} />
            </TabsContent>
          )}
          {can(user, 'Complains', 'View') && (
            <TabsContent value="complains" className="pt-4">
              <ServiceGate service="Complains">
                <ComplaintList unitId={unit.id} />
              </ServiceGate>
            </TabsContent>
          )}
        </Tabs>
      ) : (
        info
      )}
    </section>
  );
}
