import { segment, type Http } from './http';

/** Spec 002 §7: booking look-ups for the report filters. */
export function createBookingApi(http: Http) {
  return {
    /** GET /api/booking/group-type/{group_type}: the companies of a group type. */
    groupType: (groupType: string) =>
      http.send({
        method: 'GET',
        path: `/api/booking/group-type/${segment(groupType)}`,
        route: 'GET /api/booking/group-type/:group_type',
      }),
  };
}
