import type { NotificationResponse, Visitor } from '@strata/domain';

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
