import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@strata/ui';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';

/** /d/logout: asks 'Hold On!' first; confirming signs out, cancelling goes back (spec 000 §2). */
export function LogoutPage() {
  const { t } = useLingui();
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      defaultOpen
      title={t`Hold On!`}
      message={t`Are you sure you want to logout?`}
      tone="destructive"
      labels={{ confirm: t`Logout` }}
      onConfirm={logout}
      onCancel={() => navigate(-1)}
    />
  );
}
