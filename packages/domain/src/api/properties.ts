import type {
  ListQuery,
  PropertyAddPayload,
  PropertyDetailQuery,
  PropertyEditPayload,
  PropertyPictureUploadPayload,
  ServiceTogglePayload,
} from '../schemas';
import type {
  ActionResponse,
  DetailResponse,
  ListResponse,
  PictureUploadResponse,
  Property,
  SaveResponse,
} from '../wire';
import { segment, type Http } from './http';

/** Spec 001 §7: properties and their services. */
export function createPropertiesApi(http: Http) {
  return {
    /** GET /api/properties?page&search. */
    list: (query: ListQuery = {}) =>
      http.send<ListResponse<Property>>({ method: 'GET', path: '/api/properties', query }),
    /** GET /api/properties/detail/{id}?editMode. */
    detail: (id: number, query: PropertyDetailQuery = {}) =>
      http.send<DetailResponse<Property>>({
        method: 'GET',
        path: `/api/properties/detail/${segment(id)}`,
        query,
      }),
    /** POST /api/properties/add (JSON). */
    add: (payload: PropertyAddPayload) =>
      http.send<SaveResponse<Property>>({
        method: 'POST',
        path: '/api/properties/add',
        json: payload,
      }),
    /** POST /api/properties/edit (JSON). */
    edit: (payload: PropertyEditPayload) =>
      http.send<SaveResponse<Property>>({
        method: 'POST',
        path: '/api/properties/edit',
        json: payload,
      }),
    /** POST /api/properties/upload (multipart): img (base64), original_name, property_id. */
    uploadPicture: (payload: PropertyPictureUploadPayload) =>
      http.send<PictureUploadResponse>({
        method: 'POST',
        path: '/api/properties/upload',
        multipart: payload,
      }),
    /** POST /api/properties/enable-service (JSON): property_id, service_id. */
    enableService: (payload: ServiceTogglePayload) =>
      http.send<ActionResponse>({
        method: 'POST',
        path: '/api/properties/enable-service',
        json: payload,
      }),
    /** POST /api/properties/disable-service (JSON): property_id, service_id. */
    disableService: (payload: ServiceTogglePayload) =>
      http.send<ActionResponse>({
        method: 'POST',
        path: '/api/properties/disable-service',
        json: payload,
      }),
  };
}
