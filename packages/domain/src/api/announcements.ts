import { announcements } from '../contract/announcements';
import type {
  AnnouncementAddPayload,
  AnnouncementListQuery,
  DocumentUploadPayload,
} from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: announcements. */
export function createAnnouncementsApi(http: Http) {
  return {
    list: (query: AnnouncementListQuery = {}) => http.call(announcements.list, { query }),
    detail: (id: number) => http.call(announcements.detail, { params: { id } }),
    /** title, message, recipient, attachment, property_id. */
    add: (payload: AnnouncementAddPayload) => http.call(announcements.add, { body: payload }),
    /** doc (base64 attachment), original_name. */
    uploadAttachment: (payload: DocumentUploadPayload) =>
      http.call(announcements.uploadAttachment, { body: payload }),
  };
}
