import { Trans, useLingui } from '@lingui/react/macro';
import { can, formatDate, type User, type UserListType } from '@strata/domain';
import {
  Button,
  DescriptionList,
  ErrorState,
  LoadingState,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@strata/ui';
import { Camera, Pencil, UserRound } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useApi, useApiClient } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { ConfirmAction } from '../../lib/confirm-action';
import { isNotFound, NotFoundPage, type NotFoundPageProps } from '../../lib/not-found';
import { PictureDialog, PictureThumb } from '../../lib/picture-dialog';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import { useGlobalFailure, useUrlTab } from '../../lib/use-list';
import { OwnerUnitsTab } from './owner-units-tab';
import {
  pendingEmail,
  UserDetails,
  UserFormFields,
  userDraft,
  userDraftErrors,
  userPayload,
  type UserDraft,
  type UserField,
  type UserFormMode,
} from './user-fields';

export type UserFormProps = {
  draft: UserDraft;
  onDraftChange: (draft: UserDraft) => void;
  onSubmit: (draft: UserDraft) => void;
  onCancel: () => void;
  pending: boolean;
  error: (field: UserField) => string | undefined;
  mode: UserFormMode;
  properties?: readonly { id: number; name: string }[];
};

/** The user form with Cancel and Save (spec 000 §2 'Edit form'). */
export function UserForm({ onSubmit, onCancel, pending, ...fields }: UserFormProps) {
  const { t } = useLingui();
  return (
    <form
      noValidate
      aria-label={t`User`}
      className="flex flex-col gap-6"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(fields.draft);
      }}
    >
      <UserFormFields onChange={fields.onDraftChange} {...fields} />
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

/** The registered device (spec 000 §2): its facts and Remove Device, after 'Hold On'. */
function DeviceSection({ user, onRemoved }: { user: User; onRemoved: () => void }) {
  const { t } = useLingui();
  const api = useApiClient();
  const [confirming, setConfirming] = useState<User | null>(null);
  const device = user.device;
  return (
    <section aria-labelledby="registered-device" className="flex flex-col gap-2 pt-4">
      <h2 id="registered-device" className="text-base font-semibold">
        <Trans>Registered Device</Trans>
      </h2>
      {device ? (
        <>
          <DescriptionList
            items={[
              { label: t`Device`, value: device.name },
              { label: t`Status`, value: device.verified ? t`Verified` : t`Not Verified` },
              { label: t`App Version`, value: user.app_version },
              {
                label: t`Registered At`,
                value: device.registered_at ? formatDate(device.registered_at) : '',
              },
              { label: t`Last Used`, value: device.last_used ? formatDate(device.last_used) : '' },
            ]}
          />
          <Button
            variant="outline"
            className="self-start"
            disabled={!device.can_remove}
            onClick={() => setConfirming(user)}
          >
            <Trans>Remove Device</Trans>
          </Button>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>No registered device</Trans>
        </p>
      )}
      <ConfirmAction
        target={confirming}
        onClose={() => setConfirming(null)}
        title={t`Hold On`}
        message={t`Remove the registered device of ${user.name}?`}
        confirmLabel={t`Remove`}
        action={(target) => api.users.removeDevice(target.id)}
        success={t`Device has been removed`}
        onSuccess={onRemoved}
      />
    </section>
  );
}

const TABS = ['profile', 'units'] as const;
type UserTab = (typeof TABS)[number];

export type UserRecordProps = {
  id: number;
  type: UserListType;
  /** The screen's title once the user is loaded (their name, or 'My Profile'). */
  title: (user: User | undefined) => string;
  /** Leaves the screen (to the list, or back). */
  onLeave: () => void;
  /** Runs with the saved user (My Profile refreshes the session's user). */
  onSaved?: (user: User) => void;
  /** What a 404 shows: the user's list (My Profile, one's own record, has none). */
  notFound?: NotFoundPageProps;
};

/**
 * A user's detail (spec 001 §2, §4): view mode, edit mode on a copy, the photo and its upload
 * dialog, the registered device; an owner's detail has the tabs Profile and Units.
 */
export function UserRecord({ id, type, title, onLeave, onSaved, notFound }: UserRecordProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const { user: me } = useSession();
  const self = me?.id === id;
  const module = type === 'owners' ? 'Owners' : 'Admins';
  const mayEdit = self || can(me, module, 'Update');
  const [tab, setTab] = useUrlTab<UserTab>(TABS, 'profile');
  const [draft, setDraft] = useState<UserDraft | null>(null);
  const [picture, setPicture] = useState(false);
  /** One's own new e-mail, waiting for its mailed link to be opened (a new e-mail must be confirmed, ADR 0003). */
  const [newEmail, setNewEmail] = useState<string | null>(null);
  const detail = useApi(queryKeys.users.detail(id), (client) => client.users.detail(id, { type }), {
    silent: true,
  });
  useGlobalFailure(detail.error);
  const user = detail.data?.data;
  const mode: UserFormMode = { type, mode: 'edit', self };
  const merge = (changes: Partial<User>) =>
    void detail.mutate((current) => current && { data: { ...current.data, ...changes } }, {
      revalidate: false,
    });
  const save = useFormAction({
    validate: (value: UserDraft) => userDraftErrors(value, mode),
    action: (value: UserDraft) => api.users.edit({ ...userPayload(value, mode), id }),
    success: t`Changes has been saved`,
    onSuccess: (saved: User, value: UserDraft) => {
      merge(saved);
      setDraft(null);
      setNewEmail(self ? pendingEmail(value, saved) : null);
      onSaved?.(saved);
    },
  });
  const editing = draft !== null;
  const back = () => (editing ? setDraft(null) : onLeave());

  if (notFound && isNotFound(detail.error)) return <NotFoundPage {...notFound} />;
  if (!user) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={title(undefined)} back={<BackButton onClick={back} />} />
        {detail.error ? (
          <ErrorState description={detail.error.message} onRetry={() => void detail.mutate()} />
        ) : (
          <LoadingState />
        )}
      </section>
    );
  }

  const profile: ReactNode = (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <PictureThumb img={user.img} name={user.name} icon={UserRound} shape="round" />
        {mayEdit && (
          <Button variant="outline" onClick={() => setPicture(true)}>
            <Camera aria-hidden />
            <Trans>Change Picture</Trans>
          </Button>
        )}
      </div>
      {newEmail && !editing && (
        <p
          role="status"
          className="rounded-md border border-border bg-muted px-4 py-3 text-sm text-foreground"
        >
          <Trans>
            We sent a confirmation link to {newEmail}. Your e-mail changes when you open it.
          </Trans>
        </p>
      )}
      {editing ? (
        <UserForm
          draft={draft}
          onDraftChange={setDraft}
          onSubmit={(value) => void save.submit(value)}
          onCancel={() => setDraft(null)}
          pending={save.pending}
          error={save.fieldError}
          mode={mode}
        />
      ) : (
        <>
          <UserDetails user={user} />
          <DeviceSection user={user} onRemoved={() => void detail.mutate()} />
        </>
      )}
    </div>
  );

  return (
    <section className="flex flex-col gap-2">
      <PageHeader
        title={title(user)}
        back={<BackButton onClick={back} />}
        actions={
          mayEdit && !editing && tab === 'profile' ? (
            <Button variant="outline" onClick={() => setDraft(userDraft(user))}>
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </Button>
          ) : null
        }
      />
      {type === 'owners' && !self ? (
        <Tabs value={tab} onValueChange={(next) => setTab(next as UserTab)}>
          <TabsList aria-label={t`Owner sections`} variant="underline">
            <TabsTrigger value="profile" variant="underline">{t`Profile`}</TabsTrigger>
            <TabsTrigger value="units" variant="underline" disabled={editing}>
              {t`Units`}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className="pt-4">
            {profile}
          </TabsContent>
          <TabsContent value="units" className="pt-4">
            <OwnerUnitsTab ownerId={user.id} canAssign={can(me, 'Owners', 'Create')} />
          </TabsContent>
        </Tabs>
      ) : (
        profile
      )}
      {mayEdit && (
        <PictureDialog
          upload={(picture) => api.users.uploadPicture({ ...picture, user_id: user.id })}
          open={picture}
          onOpenChange={setPicture}
          onUploaded={(img) => {
            merge({ img });
            onSaved?.({ ...user, img });
          }}
        />
      )}
    </section>
  );
}
