import { useLingui } from '@lingui/react/macro';
import type {
  BoatType,
  GroupType,
  Platform,
  ReportStatus,
  ReportType,
  TripType,
} from '@strata/domain';
import { useMemo } from 'react';

/** The texts of the report page's choices (spec 002 §6 types, §9 constants) in the active language. */
export type ReportTexts = {
  type: Record<ReportType, string>;
  tripType: Record<TripType, string>;
  status: Record<ReportStatus, string>;
  platform: Record<Platform, string>;
  boatType: Record<BoatType, string>;
  groupType: Record<GroupType, string>;
  /** 'All', the first choice of most filters. */
  all: string;
};

/** {@link ReportTexts}, translated. */
export function useReportTexts(): ReportTexts {
  const { t } = useLingui();
  return useMemo(
    () => ({
      type: {
        trip: t`Trip`,
        marketing: t`Marketing`,
        financial: t`Financial`,
        passenger: t`Passenger`,
        agent: t`Agent`,
        agent_redeemed: t`Agent Redeemed`,
        daily_redemption: t`Daily Redemption`,
        closing_account: t`Closing Account`,
        cash_movement: t`Cash Movement`,
        reprint: t`Reprint`,
        sales: t`Sales`,
        customer: t`Customer`,
        boat_operator: t`Boat Operator`,
        void_note: t`Void Note`,
      },
      // 'Montly' is the product's spelling (spec 002 §9).
      tripType: { Daily: t`Daily`, Montly: t`Montly` },
      status: {
        all: t`All`,
        pending: t`Pending`,
        approved: t`Approved`,
        deposit: t`Deposit`,
        paid: t`Paid`,
      },
      platform: {
        all: t`All`,
        web_app: t`Web App`,
        mobile_app: t`Mobile App`,
        kiosk: t`Kiosk`,
        terminal: t`Terminal`,
        counter: t`Counter`,
        booking: t`Booking`,
        agent_dashboard: t`Agent Dashboard`,
      },
      boatType: { all: t`All`, normal: t`Normal`, chartered: t`Chartered` },
      // 'Kindergarden' is the product's spelling (spec 002 §9).
      groupType: {
        All: t`All`,
        Individual: t`Individual`,
        Company: t`Company`,
        Kindergarden: t`Kindergarden`,
        'Primary School': t`Primary School`,
        'Secondary School': t`Secondary School`,
        University: t`University`,
        'Gov Agency': t`Gov Agency`,
        Organization: t`Organization`,
        Association: t`Association`,
        Agent: t`Agent`,
        'Tour Guide': t`Tour Guide`,
        Hotel: t`Hotel`,
      },
      all: t`All`,
    }),
    [t],
  );
}
