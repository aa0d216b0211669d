import { properties } from '../contract/properties';
import type {
  ListQuery,
  PropertyAddPayload,
  PropertyDetailQuery,
  PropertyEditPayload,
  PropertyPictureUploadPayload,
  ServiceTogglePayload,
} from '../schemas';
import type { Http } from './http';

/** Spec 001 §7: properties and their services. */
export function createPropertiesApi(http: Http) {
  return {
    list: (query: ListQuery = {}) => http.call(properties.list, { query }),
    detail: (id: number, query: PropertyDetailQuery = {}) =>
      http.call(properties.detail, { params: { id }, query }),
    add: (payload: PropertyAddPayload) => http.call(properties.add, { body: payload }),
    edit: (payload: PropertyEditPayload) => http.call(properties.edit, { body: payload }),
    /** img (base64), original_name, property_id. */
    uploadPicture: (payload: PropertyPictureUploadPayload) =>
      http.call(properties.uploadPicture, { body: payload }),
    /** property_id, service_id. */
    enableService: (payload: ServiceTogglePayload) =>
      http.call(properties.enableService, { body: payload }),
    /** property_id, service_id. */
    disableService: (payload: ServiceTogglePayload) =>
      http.call(properties.disableService, { body: payload }),
  };
}
