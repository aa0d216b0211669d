import { useLingui } from '@lingui/react/macro';
import { isSuperUser, type UserListType } from '@strata/domain';
import { PageHeader } from '@strata/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { BackButton } from '../../lib/back-button';
import { NotFoundPage, recordId } from '../../lib/not-found';
import { inScope } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import { usePropertyChoices } from './property-choices';
import { userDraft, userDraftErrors, userPayload, userTypeOf, type UserDraft } from './user-fields';
import { UserForm, UserRecord } from './user-record';
import { useUserTexts } from './user-texts';

/** /d/{type}/{id} and /d/{type}/new (spec 001 §2 'User list and detail'). */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const type = userTypeOf(pathname);
  const navigate = useNavigate();
  const texts = useUserTexts(type);
  if (id === 'new') return <NewUser key={type} type={type} />;
  const userId = recordId(id);
  const notFound = { title: texts.notFound, listPath: `/d/${type}`, listLabel: texts.backToList };
  if (userId === null) return <NotFoundPage {...notFound} />;
  return (
    <UserRecord
      key={`${type}-${id}`}
      id={userId}
      type={type}
      title={(user) => user?.name ?? texts.one}
      onLeave={() => navigate(`/d/${type}`)}
      notFound={notFound}
    />
  );
}

/** /d/{type}/new: a blank form; saving adds the user and returns to the list (spec 001 §4). */
function NewUser({ type }: { type: UserListType }) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const texts = useUserTexts(type);
  const choosesProperty = isSuperUser(user);
  const mode = { type, mode: 'create', choosesProperty } as const;
  const properties = usePropertyChoices(choosesProperty);
  const [draft, setDraft] = useState(() => userDraft(null));
  const add = useFormAction({
    validate: (value: UserDraft) => userDraftErrors(value, mode),
    action: (value: UserDraft) =>
      api.users.add({ ...userPayload(value, mode), username: value.username.trim() }),
    success: t`User has been added`,
    onSuccess: () => {
      void mutate(inScope('users'));
      navigate(`/d/${type}`);
    },
  });
  const toList = () => navigate(`/d/${type}`);
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={texts.add} back={<BackButton onClick={toList} />} />
      <UserForm
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={(value) => void add.submit(value)}
        onCancel={toList}
        pending={add.pending}
        error={add.fieldError}
        mode={mode}
        properties={properties}
      />
    </section>
  );
}
