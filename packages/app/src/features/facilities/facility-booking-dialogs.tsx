import { useLingui } from '@lingui/react/macro';
import { formatRM, isOwner, malaysianInstant, refundsFee, type Facility } from '@strata/domain';
import { Button, Modal, ModalClose } from '@strata/ui';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api';
import { ConfirmAction } from '../../lib/confirm-action';
import { OwnUnitField, useOwnUnits } from '../../lib/own-units';
import { inScope } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useFormAction } from '../../lib/use-form-action';
import { FacilityPicture } from './facility-picture';

/** What booking a slot costs, and the 24-hour rule for getting the fee back (spec 002 §1). */
function FeeNote({ facility }: { facility: Facility }) {
  const { t } = useLingui();
  if (facility.fee <= 0) return <p>{t`This facility is free.`}</p>;
  const fee = formatRM(facility.fee);
  return (
    <p>
      {t`Fee: ${fee}, added to your unit's account statement when the booking is confirmed. Cancel at least 24 hours before the start and the fee is returned; a later cancellation keeps the fee.`}
    </p>
  );
}

/** Props of {@link BookSlotModal}. */
export type BookSlotModalProps = {
  facility: Facility;
  /** The slot: its day ('yyyy-mm-dd') and start ('HH:mm'), Malaysian time. */
  day: string;
  time: string;
  /** The day as the week shows it ('Sat 7 Nov'). */
  dayText: string;
  onClose: () => void;
};

/**
 * Books one free slot for the owner's unit (an owner of several chooses which). The server's
 * refusal (the slot just taken, the weekly limit, a past slot) shows in the dialog; the week
 * refreshes either way.
 */
export function BookSlotModal({ facility, day, time, dayText, onClose }: BookSlotModalProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const units = useOwnUnits(isOwner(user)) ?? [];
  const [unitId, setUnitId] = useState('');
  const refresh = () => void mutate(inScope('facilities'));
  const book = useFormAction<string, { message: string }, 'slot' | 'unit_id'>({
    validate: (unit) => (units.length > 1 && unit === '' ? { unit_id: 'select' } : {}),
    action: (unit: string) =>
      api.facilities.book({
        facility_id: facility.id,
        ...(unit === '' ? {} : { unit_id: Number(unit) }),
        date: day,
        time,
      }),
    failure: { field: 'slot' },
    success: (saved) => saved.message,
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const error = book.fieldError('slot');
  return (
    <Modal
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Book ${facility.name}`}
      description={t`${dayText}, ${time} (Malaysian time), ${facility.slot_minutes} minutes`}
      size="sm"
    >
      <form
        noValidate
        className="flex flex-col gap-4 text-sm"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void book.submit(unitId).then((result) => {
            if (result && !result.ok) refresh();
          });
        }}
      >
        {facility.picture && <FacilityPicture name={facility.picture} facility={facility.name} />}
        <OwnUnitField
          units={units}
          value={unitId}
          onValueChange={setUnitId}
          error={book.fieldError('unit_id')}
        />
        <FeeNote facility={facility} />
        {facility.needs_approval && (
          <p>{t`This facility needs approval: the booking waits until staff approve it.`}</p>
        )}
        {facility.house_rules && (
          <div>
            <p className="font-medium">{t`House rules`}</p>
            <p className="whitespace-pre-line text-muted-foreground">{facility.house_rules}</p>
          </div>
        )}
        {error ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 font-medium text-destructive"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <ModalClose asChild>
            <Button type="button" variant="outline">
              {t`Cancel`}
            </Button>
          </ModalClose>
          <Button type="submit" disabled={book.pending} aria-busy={book.pending || undefined}>
            {t`Book`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Props of {@link CancelBooking}. */
export type CancelBookingProps = {
  /** The booking to cancel; the dialog is open while it is set. */
  target: number | null;
  /** The slot as shown ('Sat 7 Nov 18:00'). */
  slot: string;
  /** When the slot starts, 'yyyy-mm-dd HH:mm' in Malaysian time. */
  startsAt: string;
  /** The fee charged for it (0 when none was: free, or still pending). */
  fee: number;
  onClose: () => void;
  /** The clock (tests and stories fix it). */
  now?: () => Date;
};

/**
 * Cancels a booking behind 'Hold On', saying what happens to this booking's fee: returned when
 * the slot is 24 hours or more away, kept when it is nearer.
 */
export function CancelBooking({
  target,
  slot,
  startsAt,
  fee,
  onClose,
  now = () => new Date(),
}: CancelBookingProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const [day = '', time = ''] = startsAt.split(' ');
  const amount = formatRM(fee);
  // What happens to the fee: none was charged, it comes back, or it is kept.
  const outcome =
    fee <= 0
      ? 'free'
      : startsAt !== '' && refundsFee(malaysianInstant(day, time), now())
        ? 'returned'
        : 'kept';
  const texts = {
    free: { message: t`Cancel the booking of ${slot}?`, success: t`Booking has been cancelled` },
    returned: {
      message: t`Cancel the booking of ${slot}? It starts 24 hours or more from now, so the fee of ${amount} is returned to your unit's account statement.`,
      success: t`Booking has been cancelled and the fee returned`,
    },
    kept: {
      message: t`Cancel the booking of ${slot}? It starts in less than 24 hours, so the fee of ${amount} is kept.`,
      success: t`Booking has been cancelled; the fee is kept`,
    },
  }[outcome];
  return (
    <ConfirmAction
      target={target}
      onClose={onClose}
      title={t`Hold On`}
      message={texts.message}
      confirmLabel={t`Cancel booking`}
      action={(id) => api.facilities.cancel(id)}
      success={texts.success}
      onSuccess={() => void mutate(inScope('facilities'))}
    />
  );
}
