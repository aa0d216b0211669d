import type {
  ListQuery,
  PropertyAddPayload,
  PropertyDetailQuery,
  PropertyEditPayload,
  PropertyPictureUploadPayload,
  ServiceTogglePayload,
} from '../schemas';
import { segment, type Http } from './http';

/** Spec 001 §7: properties and their services. */
export function createPropertiesApi(http: Http) {
  return {
    /** GET /api/properties?page&search. */
    list: (query: ListQuery = {}) =>
      http.send({
        method: 'GET',
        path: '/api/properties',
        query,
        route: 'GET /api/properties',
      }),
    /** GET /api/properties/detail/{id}?editMode. */
    detail: (id: number, query: PropertyDetailQuery = {}) =>
      http.send({
        method: 'GET',
        path: `/api/properties/detail/${segment(id)}`,
        query,
        route: 'GET /api/properties/detail/:id',
      }),
    /** POST /api/properties/add (JSON). */
    add: (payload: PropertyAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/properties/add',
        json: payload,
        route: 'POST /api/properties/add',
      }),
    /** POST /api/properties/edit (JSON). */
    edit: (payload: PropertyEditPayload) =>
      http.send({
        method: 'POST',
        path: '/api/properties/edit',
        json: payload,
        route: 'POST /api/properties/edit',
      }),
    /** POST /api/properties/upload (multipart): img (base64), original_name, property_id. */
    uploadPicture: (payload: PropertyPictureUploadPayload) =>
      http.send({
        method: 'POST',
        path: '/api/properties/upload',
        multipart: payload,
        route: 'POST /api/properties/upload',
      }),
    /** POST /api/properties/enable-service (JSON): property_id, service_id. */
    enableService: (payload: ServiceTogglePayload) =>
      http.send({
        method: 'POST',
        path: '/api/properties/enable-service',
        json: payload,
        route: 'POST /api/properties/enable-service',
      }),
    /** POST /api/properties/disable-service (JSON): property_id, service_id. */
    disableService: (payload: ServiceTogglePayload) =>
      http.send({
        method: 'POST',
        path: '/api/properties/disable-service',
        json: payload,
        route: 'POST /api/properties/disable-service',
      }),
  };
}
