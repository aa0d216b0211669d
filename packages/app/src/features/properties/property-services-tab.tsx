import { useLingui } from '@lingui/react/macro';
import {
  serviceToggleOutcome,
  SERVICES,
  type PropertyDetail,
  type ServiceName,
} from '@strata/domain';
import { ErrorModal, Field, Switch } from '@strata/ui';
import { useState } from 'react';
import { useApiClient } from '../../lib/api';
import { serviceName } from '../../lib/service-text';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';

type Toggle = { serviceId: number; enable: boolean };

const isServiceName = (name: string): name is ServiceName =>
  (SERVICES as readonly string[]).includes(name);

/**
 * The Services tab (spec 001 §2, §4): one switch per available service, on when the property has
 * it. Only the super user toggles; anyone else clicking a disabled service is told 'Please inform
 * {product} Admin to enable this service'.
 */
export function PropertyServicesTab({
  property,
  onChanged,
}: {
  property: PropertyDetail;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const { user } = useSession();
  const [blocked, setBlocked] = useState(false);
  const enabled = new Set(property.services.map((service) => service.id));
  const toggle = useFormAction({
    action: ({ serviceId, enable }: Toggle) => {
      const payload = { property_id: property.id, service_id: serviceId };
      return enable
        ? api.properties.enableService(payload)
        : api.properties.disableService(payload);
    },
    success: (answer) => answer.message,
    onSuccess: onChanged,
  });
  const product = 'Strata';
  return (
    <>
      <ul aria-label={t`Services`} className="grid gap-3 sm:grid-cols-2">
        {property.all_services.map((service) => {
          const on = enabled.has(service.id);
          const label = isServiceName(service.name)
            ? serviceName(i18n, service.name)
            : service.name;
          return (
            <li key={service.id} className="rounded-md border p-3">
              <Field label={label} orientation="horizontal">
                <Switch
                  checked={on}
                  disabled={toggle.pending}
                  aria-readonly={serviceToggleOutcome(user, on).kind !== 'toggle' || undefined}
                  onCheckedChange={() => {
                    const outcome = serviceToggleOutcome(user, on, product);
                    if (outcome.kind === 'toggle')
                      void toggle.submit({ serviceId: service.id, enable: !on });
                    else if (outcome.kind === 'blocked') setBlocked(true);
                  }}
                />
              </Field>
            </li>
          );
        })}
      </ul>
      <ErrorModal
        open={blocked}
        onOpenChange={setBlocked}
        title={t`Hold On`}
        message={t`Please inform ${product} Admin to enable this service`}
      />
    </>
  );
}
