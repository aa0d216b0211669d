import { Trans, useLingui } from '@lingui/react/macro';
import { can, isSuperUser, type PropertyDetail, readPlaceText } from '@strata/domain';
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
import { Building2, Camera, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { PictureDialog, PictureThumb } from '../../lib/picture-dialog';
import { isNotFound, NotFoundPage, recordId } from '../../lib/not-found';
import { inScope, queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import { useGlobalFailure, useUrlTab } from '../../lib/use-list';
import {
  PropertyDetails,
  propertyDraft,
  propertyDraftErrors,
  PropertyFormFields,
  propertyPayload,
  type PropertyDraft,
  type PropertyField,
} from './property-fields';
import { PropertyUnitsTab, PropertyUsersTab } from './property-lists-tab';
import { PropertyServicesTab } from './property-services-tab';

const TABS = ['info', 'admins', 'units', 'owners', 'services'] as const;
/** Spec 001 §2: the super user's tabs besides Info and Services. */
const SUPER_TABS = ['admins', 'units', 'owners'] as const satisfies readonly PropertyTab[];
type PropertyTab = (typeof TABS)[number];

/** The spec's `editMode` query (any value but 'false' or '0' opens edit mode). */
export const EDIT_MODE_PARAM = 'editMode';

type PropertyFormProps = {
  draft: PropertyDraft;
  onDraftChange: (draft: PropertyDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  error: (field: PropertyField) => string | undefined;
  editsActive: boolean;
};

function PropertyForm({
  onSubmit,
  onCancel,
  pending,
  onDraftChange,
  ...fields
}: PropertyFormProps) {
  const { t } = useLingui();
  return (
    <form
      noValidate
      aria-label={t`Property`}
      className="flex flex-col gap-6"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PropertyFormFields onChange={onDraftChange} {...fields} />
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

/** /d/properties/{id} and /d/properties/new (spec 001 §2 'Property detail'). */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  if (id === 'new') return <NewProperty />;
  const propertyId = recordId(id);
  return propertyId === null ? <PropertyNotFound /> : <ExistingProperty id={propertyId} />;
}

/** An admin has no properties list: their way back is the dashboard, as the Back button's. */
function PropertyNotFound() {
  const { t } = useLingui();
  const { user } = useSession();
  return isSuperUser(user) ? (
    <NotFoundPage
      title={t`Property not found`}
      listPath="/d/properties"
      listLabel={t`Back to Properties`}
    />
  ) : (
    <NotFoundPage
      title={t`Property not found`}
      listPath="/d/dashboard"
      listLabel={t`Back to Dashboard`}
    />
  );
}

/** /d/properties/new: a blank form; saving adds the property and returns to the list. */
function NewProperty() {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const [draft, setDraft] = useState(() => propertyDraft());
  const add = useFormAction({
    validate: propertyDraftErrors,
    action: (value: PropertyDraft) => api.properties.add(propertyPayload(value)),
    success: t`Property has been added`,
    onSuccess: () => {
      void mutate(inScope('properties'));
      navigate('/d/properties');
    },
  });
  const toList = () => navigate('/d/properties');
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={t`Add Property`} back={<BackButton onClick={toList} />} />
      <PropertyForm
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={() => void add.submit(draft)}
        onCancel={toList}
        pending={add.pending}
        error={add.fieldError}
        editsActive={isSuperUser(user)}
      />
    </section>
  );
}

/** /d/properties/{id}: Info (view, or edit on a copy; `?editMode` opens it) and Services. */
function ExistingProperty({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const superUser = isSuperUser(user);
  const [params] = useSearchParams();
  const [asked, setTab] = useUrlTab<PropertyTab>(TABS, 'info');
  const tab = superUser || !(SUPER_TABS as readonly PropertyTab[]).includes(asked) ? asked : 'info';
  const superTabLabels = { admins: t`Admins`, units: t`Units`, owners: t`Owners` };
  const editMode =
    params.has(EDIT_MODE_PARAM) && !['false', '0'].includes(params.get(EDIT_MODE_PARAM)!);
  const [draft, setDraft] = useState<PropertyDraft | null>(null);
  const [opened, setOpened] = useState(false);
  const [picture, setPicture] = useState(false);
  // The upload needs Update on Properties (the server's rule); the super user always has it.
  const mayEditPicture = can(user, 'Properties', 'Update');
  const detail = useApi(queryKeys.properties.detail(id), (client) => client.properties.detail(id), {
    silent: true,
  });
  useGlobalFailure(detail.error);
  const property = detail.data?.data;
  // `?editMode` opens edit mode once the record is here.
  if (property && editMode && !opened) {
    setOpened(true);
    setDraft(propertyDraft(property));
  }
  const save = useFormAction({
    validate: propertyDraftErrors,
    action: (value: PropertyDraft) => api.properties.edit({ ...propertyPayload(value), id }),
    success: t`Changes has been saved`,
    onSuccess: (saved: PropertyDetail) => {
      void detail.mutate({ data: { ...property!, ...saved } }, { revalidate: false });
      void mutate(inScope('properties'));
      setDraft(null);
    },
  });
  const editing = draft !== null;
  const back = () =>
    editing ? setDraft(null) : navigate(superUser ? '/d/properties' : '/d/dashboard');

  if (isNotFound(detail.error)) return <PropertyNotFound />;
  if (!property) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={t`Property`} back={<BackButton onClick={back} />} />
        {detail.error ? (
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

  return (
    <section className="flex flex-col gap-2">
      <PageHeader
        title={property.name}
        back={<BackButton onClick={back} />}
        actions={
          !editing && tab === 'info' ? (
            <Button variant="outline" onClick={() => setDraft(propertyDraft(property))}>
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onValueChange={(next) => setTab(next as PropertyTab)}>
        <TabsList aria-label={t`Property sections`} variant="underline">
          <TabsTrigger value="info" variant="underline">{t`Info`}</TabsTrigger>
          {superUser &&
            SUPER_TABS.map((name) => (
              <TabsTrigger key={name} value={name} variant="underline" disabled={editing}>
                {superTabLabels[name]}
              </TabsTrigger>
            ))}
          <TabsTrigger value="services" variant="underline" disabled={editing}>
            {t`Services`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="info" className="pt-4">
          {editing ? (
            <PropertyForm
              draft={draft}
              onDraftChange={setDraft}
              onSubmit={() => void save.submit(draft)}
              onCancel={() => setDraft(null)}
              pending={save.pending}
              error={save.fieldError}
              editsActive={superUser}
            />
          ) : (
            <div className="flex flex-col gap-4">
              <div className="flex items-center gap-4">
                <PictureThumb
                  img={property.img}
                  name={property.name}
                  icon={Building2}
                  shape="square"
                />
                {mayEditPicture && (
                  <Button variant="outline" onClick={() => setPicture(true)}>
                    <Camera aria-hidden />
                    <Trans>Change Picture</Trans>
                  </Button>
                )}
              </div>
              <PropertyDetails property={property} />
            </div>
          )}
        </TabsContent>
        {superUser && (
          <>
            <TabsContent value="admins" className="pt-4">
              <PropertyUsersTab propertyId={property.id} type="admins" />
            </TabsContent>
            <TabsContent value="units" className="pt-4">
              <PropertyUnitsTab propertyId={property.id} />
            </TabsContent>
            <TabsContent value="owners" className="pt-4">
              <PropertyUsersTab propertyId={property.id} type="owners" />
            </TabsContent>
          </>
        )}
        <TabsContent value="services" className="pt-4">
          <PropertyServicesTab property={property} onChanged={() => void detail.mutate()} />
        </TabsContent>
      </Tabs>
      {mayEditPicture && (
        <PictureDialog
          upload={(chosen) => api.properties.uploadPicture({ ...chosen, property_id: property.id })}
          open={picture}
          onOpenChange={setPicture}
          onUploaded={(img) => {
            void detail.mutate({ data: { ...property, img } }, { revalidate: false });
            void mutate(inScope('properties'));
          }}
        />
      )}
    </section>
  );
}
