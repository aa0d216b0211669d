import { useLingui } from '@lingui/react/macro';
import { INT32_MAX, type ApiFailure } from '@strata/domain';
import { Button, EmptyState, PageHeader } from '@strata/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

/**
 * Whether a detail call failed because the record is not there for this user. The server answers
 * 404 both for a record that does not exist and for one outside the user's property, so the two
 * look the same on purpose (spec 000 §8: 'Other errors').
 */
export function isNotFound(failure: ApiFailure | undefined): boolean {
  return failure?.status === 404;
}

/**
 * The record id in a detail route's path, or null when the segment cannot name a record (not a
 * whole number above 0 within the server's integer ids), so the screen shows not-found without
 * asking the server.
 */
export function recordId(segment: string): number | null {
  if (!/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= INT32_MAX ? id : null;
}

export type NotFoundPageProps = {
  /** The heading naming the record, e.g. 'Unit not found'. */
  title: string;
  /** The list the record would be in; the way back leads there. */
  listPath: string;
  /** The way back, e.g. 'Back to Units'. */
  listLabel: string;
};

/**
 * A detail route whose record does not exist or is not the user's to see: what it is, why, and a
 * link to its list, in place of the generic error and its retry (retrying would answer the same).
 */
export function NotFoundPage({ title, listPath, listLabel }: NotFoundPageProps) {
  const { t } = useLingui();
  return (
    <section className="flex flex-col gap-2">
      <PageHeader title={title} />
      <EmptyState
        icon={<SearchX strokeWidth={1.5} />}
        title={t`It may have been removed, the link may be wrong, or it belongs to a property you cannot see.`}
        action={
          <Button variant="outline" asChild>
            <Link to={listPath}>
              <ArrowLeft aria-hidden />
              {listLabel}
            </Link>
          </Button>
        }
      />
    </section>
  );
}
