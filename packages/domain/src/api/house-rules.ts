import type { Http } from './http';

/** Spec 002 §7: the house rules document. */
export function createHouseRulesApi(http: Http) {
  return {
    /** GET /api/units/house-rules?property_id&token: the document shown in a frame. */
    url: (propertyId: number) =>
      http.tokenUrl('/api/units/house-rules', { property_id: propertyId }),
  };
}
