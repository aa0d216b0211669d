import { useLingui } from '@lingui/react/macro';
import { PaymentList } from '../../lib/finance';
import { ServicePage } from '../../lib/service-page';

/** /d/payments: every payment the user may see, reviewed by staff (spec 002 §2). */
export function PaymentsPage() {
  const { t } = useLingui();
  return (
    <ServicePage service="Payments" title={t`Payments`}>
      <PaymentList onPaymentsPage />
    </ServicePage>
  );
}
