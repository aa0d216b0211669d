import type { NotificationResponse, Unit, Visitor } from '@strata/domain';
import type { FakeRoutes } from './fake-api';

/**
 * Replies of shared calls, whole as the wire contract has them (the fake client checks every
 * reply against its response schema): take one and override what a story or test is about.
 */

/** GET /api/notification with every counter at 0 and no background. */
export function notificationReply(
  overrides: Partial<NotificationResponse> = {},
): NotificationResponse {
  return {
    pending_payment: 0,
    unread_notification: 0,
    error_log: 0,
    bug_report: 0,
    refund_request: 0,
    cancel_request: 0,
    upcoming_vvip: 0,
    pending_booking_vvip: 0,
    pending_booking_charter: 0,
    background: null,
    ...overrides,
  };
}

/** A visitor registered for today, not yet checked in. */
export function visitorReply(overrides: Partial<Visitor> = {}): Visitor {
  return {
    id: 31,
    qrcode: 'VIS-7F3K2',
    name: 'Tan Wei Ming',
    contact: '012-345 6789',
    vehicle_no: 'WXY 1234',
    type: 'Visit',
    start_date: '2026-11-02',
    end_date: null,
    status: 'Upcoming',
    unit: { id: 10, unit_no: 'A-12-03', user: { name: 'Tan Mei Ling', img: null } },
    createdBy: { name: 'Tan Mei Ling' },
    checked_in_at: null,
    checked_out_at: null,
    ...overrides,
  };
}

/** The demo owner's units (GET /api/units as an owner): A-12-03, and B-03-01 when `two`. */
export function ownerUnits(two = false): FakeRoutes {
  const units: Unit[] = (two ? ['A-12-03', 'B-03-01'] : ['A-12-03']).map((unitNo, index) => ({
    id: 10 + index,
    unit_no: unitNo,
    level: 12,
    block: unitNo[0]!,
    square_feet: 950,
    parking_lot: null,
    parking_lot_2: null,
    maintenance_amount: 280,
    water_amount: 0.0057,
    other_amount: 0,
    remark: null,
    user_id: 5,
    user_id_2: null,
    user_id_3: null,
    user: { id: 5, name: 'Tan Mei Ling' },
    property_id: 1,
    created_at: '2026-03-14 11:00:00',
    issue_on: '2024-06-01',
  }));
  return { 'GET /api/units': { body: { data: units, total: units.length, properties: [] } } };
}
