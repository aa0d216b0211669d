import {
  announcementDetailResponseSchema,
  announcementListResponseSchema,
  announcementSchema,
  documentUploadResponseSchema,
} from '../responses';
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
        response: announcementListResponseSchema,
      }),
    /** GET /api/announcements/detail/{id}. */
    detail: (id: number) =>
      http.send({
        method: 'GET',
        path: `/api/announcements/detail/${segment(id)}`,
        response: announcementDetailResponseSchema,
      }),
    /** POST /api/announcements/add (JSON): title, message, recipient, attachment, property_id. */
    add: (payload: AnnouncementAddPayload) =>
      http.send({
        method: 'POST',
        path: '/api/announcements/add',
        json: payload,
        response: announcementSchema,
      }),
    /** POST /api/announcements/upload (multipart): doc (base64 attachment), original_name. */
    uploadAttachment: (payload: DocumentUploadPayload) =>
      http.send({
        method: 'POST',
        path: '/api/announcements/upload',
        multipart: payload,
        response: documentUploadResponseSchema,
      }),
  };
}
