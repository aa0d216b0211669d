import type { PublicVisitorPass } from '@strata/domain';

/** A pass not yet used: its validity dates show (stories and tests). */
export const upcomingPass: PublicVisitorPass = {
  qrcode: 'K7Q2M9X4T1VB',
  host: 'Nurul Aisyah',
  name: 'Tan Wei Ming',
  contact: '012-345 6789',
  vehicle_no: 'WXY 1234',
  type: 'Visit',
  start_date: '2026-11-02',
  end_date: '2026-11-03',
  status: 'Upcoming',
  checked_in_at: null,
  checked_out_at: null,
};

/** A pass checked in and not yet out. */
export const checkedInPass: PublicVisitorPass = {
  ...upcomingPass,
  status: 'Checked In',
  checked_in_at: '2026-11-02 08:47:00',
};

/** A pass checked in and out. */
export const checkedOutPass: PublicVisitorPass = {
  ...checkedInPass,
  status: 'Checked Out',
  checked_out_at: '2026-11-02 11:15:00',
};
