import { useLingui } from '@lingui/react/macro';
import { LoadingState, PageHeader } from '@strata/ui';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { UserRecord } from './user-record';

/** /d/profile 'My Profile' (spec 000 §2): the signed-in user's own form, password change included. */
export function ProfilePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user, updateUser } = useSession();
  if (!user) {
    return (
      <section className="flex flex-col gap-2">
        <PageHeader title={t`My Profile`} />
        <LoadingState />
      </section>
    );
  }
  return (
    <UserRecord
      id={user.id}
      type={user.type}
      title={() => t`My Profile`}
      onLeave={() => navigate(-1)}
      onSaved={(saved) => updateUser({ ...user, ...saved })}
    />
  );
}
