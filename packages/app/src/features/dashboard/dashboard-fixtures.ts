import type { DashboardData } from '@strata/domain';

/** A property staff's dashboard, as GET /api/dashboard answers it (stories and tests). */
export const staffDashboard: DashboardData = {
  total_unit: 128,
  total_owner: 214,
  total_admin: 9,
  total_outstanding: 48210.5,
  total_collection: 15320,
  total_visitor: 0,
  audit: [
    {
      username: 'aisyah',
      created_at: '2026-11-02 09:12:00',
      action: 'Payments verify payment P-1042',
    },
    {
      username: 'guard.ali',
      created_at: '2026-11-02 08:47:00',
      action: 'Visitors check-in Tan Wei Ming',
    },
    { username: 'kumar', created_at: '2026-11-01 17:05:00', action: 'Units edit unit A-12-03' },
  ],
  platforms: { labels: ['android', 'ios', 'web_app'], data: [120, 64, 18], total: 202 },
  paid: { labels: ['Paid', 'Unpaid'], data: [96, 32], total: 128 },
  announcements: [],
  property: { id: 1, name: 'Residensi Seri Melati' },
};

/** A new property with nothing recorded yet. */
export const emptyDashboard: DashboardData = {
  total_unit: 0,
  total_owner: 0,
  total_admin: 1,
  total_outstanding: 0,
  total_collection: 0,
  total_visitor: 0,
  audit: [],
  platforms: { labels: [], data: [], total: 0 },
  paid: { labels: ['Paid', 'Unpaid'], data: [0, 0], total: 0 },
  announcements: [],
  property: { id: 1, name: 'Residensi Seri Melati' },
};

/** An owner's dashboard. */
export const ownerDashboard: DashboardData = {
  ...emptyDashboard,
  total_unit: 1,
  total_outstanding: 350.75,
  total_visitor: 12,
  announcements: [
    {
      id: 7,
      title: 'Lift maintenance on Saturday',
      msg: 'Lift B of Block A is closed from 9 am to 1 pm. Please use Lift A.',
    },
    { id: 6, title: 'Water supply interruption', msg: 'Tuesday 10 am to 4 pm.' },
  ],
};
