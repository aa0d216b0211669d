import { booking } from '../contract/booking';
import type { Http } from './http';

/** Spec 002 §7: booking look-ups for the report filters. */
export function createBookingApi(http: Http) {
  return {
    /** The companies of a group type. */
    groupType: (groupType: string) =>
      http.call(booking.groupType, { params: { group_type: groupType } }),
  };
}
