import { useLingui } from '@lingui/react/macro';
import { StatementList } from '../../lib/finance';
import { ServicePage } from '../../lib/service-page';

/** /d/account-statements: every unit's statement the user may see (spec 002 §2). */
export function AccountStatementsPage() {
  const { t } = useLingui();
  return (
    <ServicePage service="Account Statements" title={t`Account Statements`}>
      <StatementList onAccountStatementsPage />
    </ServicePage>
  );
}
