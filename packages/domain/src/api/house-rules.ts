import { houseRules } from '../contract/house-rules';
import type { HouseRulesUploadPayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: the house rules document. */
export function createHouseRulesApi(http: Http) {
  return {
    /** The document of the property, shown in a frame (the link carries the token). */
    url: (propertyId: number) =>
      http.link(houseRules.document, { query: { property_id: propertyId } }),
    /** doc (a PDF, base64), original_name, property_id. */
    upload: (payload: HouseRulesUploadPayload) => http.call(houseRules.upload, { body: payload }),
  };
}
