import type {
  AnnouncementAddPayload,
  AnnouncementListQuery,
  DocumentUploadPayload,
} from '../schemas';
import { segment, type Http } from './http';

/** Spec 002 §7: announcements. */
export function createAnnouncementsApi(http: Http) {
  return {
    /** GET /api/announcements?page&property_id&search. */
    list: (query: AnnouncementListQuery = {}) =>
      http.send({
        method: 'GET',
        path: '/api/announcements',
        query,
        route: 'GET /api/announcements',
      }),
    /** GET /api/announcements/detail/{id}. */
    detail: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/announcements/detail/${segment(id)}`,
        route: 'GET /api/announcements/detail/:id',
      }),
    /** POST /api/announcements/add (JSON): title, message, recipient, attachment, property_id. */
    add: (payload: AnnouncementAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/announcements/add',
        json: payload,
        route: 'POST /api/announcements/add',
      }),
    /** POST /api/announcements/upload (multipart): doc (base64 attachment), original_name. */
    uploadAttachment: (payload: DocumentUploadPayload) =>
      http.send({
        method: 'POST',
        path: '/api/announcements/upload',
        multipart: payload,
        route: 'POST /api/announcements/upload',
      }),
  };
}
