import { useLingui } from '@lingui/react/macro';
import {
  can,
  isOwner,
  malaysianInstant,
  plusDays,
  slotKey,
  slotStarts,
  weekDays,
  type FacilityWeek as Week,
  type TakenSlot,
} from '@strata/domain';
import { Button, cn, ErrorState, LoadingState } from '@strata/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useGlobalFailure } from '../../lib/use-list';
import { BookSlotModal, CancelBooking } from './facility-booking-dialogs';
import { useFacilityLive } from './use-facility-live';

/** What a slot of the week is to the user looking at it. */
export type SlotState = 'past' | 'free' | 'taken' | 'pending' | 'own' | 'ownPending';

/** The state of `day` `time`, given the week's answer. */
export function slotState(week: Week, day: string, time: string): SlotState {
  const key = slotKey(day, time);
  const held = week.taken.find((slot) => slot.starts_at === key);
  if (held?.booking_id != null) return held.status === 'Pending' ? 'ownPending' : 'own';
  if (held) return held.status === 'Pending' ? 'pending' : 'taken';
  return key <= week.now ? 'past' : 'free';
}

/** 'Sat 7 Nov' in the active language (the day is a calendar day: no time zone shifts it). */
export function dayLabel(day: string, locale: string) {
  const parts = new Intl.DateTimeFormat(locale === 'ms' ? 'ms-MY' : 'en-MY', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

const STATE_CLASS: Record<SlotState, string> = {
  past: 'bg-muted/40 text-muted-foreground',
  free: 'border-primary/40 bg-background text-primary hover:bg-primary/10',
  taken: 'bg-muted text-muted-foreground',
  pending: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  own: 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
  ownPending:
    'border-primary bg-amber-50 text-amber-900 hover:bg-amber-100 dark:bg-amber-950 dark:text-amber-100',
};

/**
 * Spec 002 §1 Facilities: the facility's week (Monday to Sunday, Malaysian time), 7 days × the
 * slots between opening and closing. A free slot books (for whoever holds Create), the user's
 * own slot cancels; taken and past ones are plain cells. Previous and next week move by 7 days.
 * Open week views refresh when a booking anywhere on the property changes.
 */
export function FacilityWeekView({ facilityId }: { facilityId: number }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const [from, setFrom] = useState<string | undefined>(undefined);
  const [booking, setBooking] = useState<{ day: string; time: string } | null>(null);
  const [cancelling, setCancelling] = useState<{
    id: number;
    slot: string;
    startsAt: string;
    charged: boolean;
  } | null>(null);
  // Silent: a 404 (the facility just deleted) is the detail page's to show, not an error modal.
  const week = useApi(
    queryKeys.facilities.week(facilityId, from ?? ''),
    (api) => api.facilities.week(facilityId, from),
    // The week shown stays while the next loads, so the grid and the focused button stay put.
    { silent: true, keepPreviousData: true },
  );
  useGlobalFailure(week.error);
  useFacilityLive();
  const answer = week.data?.data;
  if (!answer) {
    return week.error ? (
      <ErrorState description={week.error.message} onRetry={() => void week.mutate()} />
    ) : (
      <LoadingState />
    );
  }
  const { facility } = answer;
  const days = weekDays(answer.from);
  const times = slotStarts(facility);
  // Owners book for their unit; staff see the week (spec 002 §1 Facilities).
  const books = isOwner(user) && can(user, 'Facilities', 'Create');
  const cellLabel = (day: string, time: string, state: SlotState) => {
    const when = `${dayLabel(day, i18n.locale)} ${time}`;
    switch (state) {
      case 'free':
        return books ? t`Book ${when}` : t`${when}: free`;
      case 'own':
        return t`Your booking ${when}: cancel`;
      case 'ownPending':
        return t`Your booking ${when}, awaiting approval: cancel`;
      case 'pending':
        return t`${when}: awaiting approval`;
      case 'taken':
        return t`${when}: taken`;
      default:
        return t`${when}: past`;
    }
  };
  const shortText: Record<SlotState, string> = {
    free: t({ message: 'Free', context: 'slot open for booking' }),
    own: t`Yours`,
    ownPending: t`Requested`,
    pending: t`Requested`,
    taken: t`Taken`,
    past: '–',
  };
  const ownId = (day: string, time: string) =>
    answer.taken.find((slot: TakenSlot) => slot.starts_at === slotKey(day, time))?.booking_id;

  return (
    <section
      aria-labelledby="facility-week-title"
      aria-busy={week.isLoading || undefined}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="facility-week-title" className="text-lg font-semibold">
          {t`Week of ${dayLabel(answer.from, i18n.locale)}`}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setFrom(plusDays(answer.from, -7))}>
            <ChevronLeft aria-hidden />
            {t`Previous week`}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setFrom(plusDays(answer.from, 7))}>
            {t`Next week`}
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {t`Times are Malaysian time. Cancel at least 24 hours before the start to get the fee back; a later cancellation keeps the fee.`}
      </p>
      {/*
        The week scrolls inside its box on a phone, never the page: `contain` keeps its width
        from widening the page, `relative` keeps the cells' visually hidden labels (absolutely
        placed) inside the box.
      */}
      <div className="relative overflow-x-auto [contain:inline-size]">
        <table className="w-full min-w-[34rem] table-fixed border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">{t`Slots of ${facility.name}`}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 w-12 bg-background text-start font-medium"
              >
                <span className="sr-only">{t`Time`}</span>
              </th>
              {days.map((day) => (
                <th key={day} scope="col" className="px-0.5 py-1 text-center font-medium">
                  {dayLabel(day, i18n.locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-background pe-1 text-start font-medium tabular-nums"
                >
                  {time}
                </th>
                {days.map((day) => {
                  const state = slotState(answer, day, time);
                  const label = cellLabel(day, time, state);
                  const classes = cn(
                    'flex h-9 w-full items-center justify-center rounded-md border border-transparent px-0.5 text-center',
                    STATE_CLASS[state],
                  );
                  const action =
                    state === 'own' || state === 'ownPending'
                      ? () =>
                          setCancelling({
                            id: ownId(day, time)!,
                            slot: `${dayLabel(day, i18n.locale)} ${time}`,
                            startsAt: slotKey(day, time),
                            // A pending booking has not been charged its fee yet.
                            charged: state === 'own',
                          })
                      : state === 'free' && books
                        ? () => setBooking({ day, time })
                        : null;
                  return (
                    <td key={day} data-state={state}>
                      {action ? (
                        <button type="button" className={classes} onClick={action}>
                          <span aria-hidden className="truncate">
                            {shortText[state]}
                          </span>
                          <span className="sr-only">{label}</span>
                        </button>
                      ) : (
                        <span className={classes} aria-label={label} role="img">
                          <span aria-hidden className="truncate">
                            {shortText[state]}
                          </span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {booking && (
        <BookSlotModal
          facility={facility}
          day={booking.day}
          time={booking.time}
          dayText={dayLabel(booking.day, i18n.locale)}
          onClose={() => setBooking(null)}
        />
      )}
      <CancelBooking
        target={cancelling?.id ?? null}
        slot={cancelling?.slot ?? ''}
        startsAt={cancelling?.startsAt ?? ''}
        fee={cancelling?.charged ? facility.fee : 0}
        now={() => malaysianInstant(...(answer.now.split(' ') as [string, string]))}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
