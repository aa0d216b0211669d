import { dashboardResponseSchema, notificationResponseSchema } from '../responses/dashboard';
import { SIGNED_IN, type EndpointGroup } from './endpoint';

/** The dashboard calls' wire schemas, by their component names. */
export const dashboardSchemas = {
  Dashboard: dashboardResponseSchema,
  BubbleCounters: notificationResponseSchema,
};

/** Spec 000 §7: the dashboard and the bubble counters. */
export const dashboard = {
  get: {
    operationId: 'getDashboard',
    method: 'GET',
    path: '/api/dashboard',
    tag: 'dashboard',
    summary: "The dashboard's totals, activity and charts",
    access: SIGNED_IN,
    reply: 'Dashboard',
    failures: [401, 409, 429],
  },
  notification: {
    operationId: 'getBubbleCounters',
    method: 'GET',
    path: '/api/notification',
    tag: 'dashboard',
    summary: 'The bubble counters',
    access: SIGNED_IN,
    reply: 'BubbleCounters',
    failures: [401, 409, 429],
  },
} as const satisfies EndpointGroup;
