import type { HouseRulesUploadPayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: the house rules document. */
export function createHouseRulesApi(http: Http) {
  return {
    /** GET /api/units/house-rules?property_id&token: the document shown in a frame. */
    url: (propertyId: number) =>
      http.tokenUrl('/api/units/house-rules', { property_id: propertyId }),
    /** POST /api/units/house-rules/upload (multipart): doc (a PDF, base64), original_name, property_id. */
    upload: (payload: HouseRulesUploadPayload) =>
      http.send({
        method: 'POST',
        path: '/api/units/house-rules/upload',
        multipart: payload,
        route: 'POST /api/units/house-rules/upload',
      }),
  };
}
