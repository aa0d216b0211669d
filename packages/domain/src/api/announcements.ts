import type {
  AnnouncementAddPayload,
  AnnouncementListQuery,
  DocumentUploadPayload,
} from '../schemas';
import type {
  Announcement,
  DetailResponse,
  DocumentUploadResponse,
  ListResponse,
  SaveResponse,
} from '../wire';
import { segment, type Http } from './http';

/** Spec 002 §7: announcements. */
export function createAnnouncementsApi(http: Http) {
  return {
    /** GET /api/announcements?page&property_id&search. */
    list: (query: AnnouncementListQuery = {}) =>
      http.send<ListResponse<Announcement>>({ method: 'GET', path: '/api/announcements', query }),
    /** GET /api/announcements/detail/{id}. */
    detail: (id: number) =>
      http.send<DetailResponse<Announcement>>({
        method: 'GET',
        path: `/api/announcements/detail/${segment(id)}`,
      }),
    /** POST /api/announcements/add (JSON): title, message, recipient, attachment, property_id. */
    add: (payload: AnnouncementAddPayload) =>
      http.send<SaveResponse<Announcement>>({
        method: 'POST',
        path: '/api/announcements/add',
        json: payload,
      }),
    /** POST /api/announcements/upload (multipart): doc (base64 attachment), original_name. */
    uploadAttachment: (payload: DocumentUploadPayload) =>
      http.send<DocumentUploadResponse>({
        method: 'POST',
        path: '/api/announcements/upload',
        multipart: payload,
      }),
  };
}
