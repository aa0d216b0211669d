import { Trans, useLingui } from '@lingui/react/macro';
import { showsVisitorUnitColumn, visitorActions, type Visitor } from '@strata/domain';
import { Button } from '@strata/ui';
import { Eye, ExternalLink, LogOut, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ServicePage } from '../../lib/service-page';
import { useSession } from '../../lib/session';
import { VisitorList } from '../../lib/visitor-list';
import { canAddVisitor } from './visitor-permissions';
import { useVisitorCheck } from './visitor-check';

/** The public pass of `visitor`, opened in a new window (spec 001 §2). */
export function publicPassPath(visitor: Pick<Visitor, 'qrcode'>): string {
  return `/visitors/${encodeURIComponent(visitor.qrcode)}`;
}

/** The row's actions: open the public page, view, and Check Out for whoever may (a guard). */
function VisitorRowActions({ visitor }: { visitor: Visitor }) {
  const { t } = useLingui();
  const { user } = useSession();
  const checkOut = useVisitorCheck('out');
  return (
    <span className="flex items-center gap-1">
      <Button variant="ghost" size="icon" asChild>
        <a href={publicPassPath(visitor)} target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden />
          <span className="sr-only">{t`Open the pass of ${visitor.name}`}</span>
        </a>
      </Button>
      <Button variant="ghost" size="icon" asChild>
        <Link to={`/d/visitors/${encodeURIComponent(visitor.qrcode)}`}>
          <Eye aria-hidden />
          <span className="sr-only">{t`View ${visitor.name}`}</span>
        </Link>
      </Button>
      {visitorActions(user, visitor).checkOut && (
        <Button
          variant="outline"
          size="sm"
          disabled={checkOut.pending}
          onClick={() => void checkOut.submit(visitor)}
          title={t`Check out ${visitor.name}`}
        >
          <LogOut aria-hidden />
          {/* The label shows on a phone's card and on wide screens; between them the table's
              nine columns leave no room for it ('Daftar Keluar' clipped at 1280 px). */}
          <span aria-hidden className="md:max-2xl:hidden">
            <Trans>Check Out</Trans>
          </span>
          <span className="sr-only">{t`Check out ${visitor.name}`}</span>
        </Button>
      )}
    </span>
  );
}

/**
 * /d/visitors (spec 001 §2 'Visitors list'): Upcoming and Past, the Unit column hidden for owners,
 * the status pill, open-public-page and view on each row; behind the Visitors service.
 */
export function VisitorsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const addButton = canAddVisitor(user) ? (
    <Button asChild>
      <Link to="/d/visitors/new">
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Link>
    </Button>
  ) : null;
  return (
    <ServicePage service="Visitors" title={t`Visitors`} actions={addButton}>
      <VisitorList
        unit={showsVisitorUnitColumn(user)}
        emptyAction={addButton}
        action={(visitor) => <VisitorRowActions visitor={visitor} />}
      />
    </ServicePage>
  );
}
