import { Trans, useLingui } from '@lingui/react/macro';
import { can, isOwner } from '@strata/domain';
import { Button } from '@strata/ui';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ComplaintList } from '../../lib/complaint-list';
import { ServicePage } from '../../lib/service-page';
import { useSession } from '../../lib/session';

/**
 * /d/complains: the complaints the user may see (staff: their property's; owners: their own),
 * filtered by status, category and assignee, searchable, each with how long it has been open.
 */
export function ComplainsPage({ now }: { now?: () => Date }) {
  const { t } = useLingui();
  const { user } = useSession();
  const addButton = can(user, 'Complains', 'Create') ? (
    <Button asChild>
      <Link to="/d/complains/new">
        <Plus aria-hidden />
        <Trans>New Complaint</Trans>
      </Link>
    </Button>
  ) : null;
  const assigns = !isOwner(user) && can(user, 'Complains', 'Update');
  return (
    <ServicePage service="Complains" title={t`Complains`} actions={addButton}>
      <ComplaintList assigneeFilter={assigns} emptyAction={addButton} now={now} />
    </ServicePage>
  );
}
