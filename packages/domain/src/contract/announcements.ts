import {
  announcementDetailResponseSchema,
  announcementListResponseSchema,
  announcementSchema,
} from '../responses/announcements';
import { announcementAddSchema, announcementListQuerySchema } from '../schemas/announcements';
import { policy, SIGNED_IN, type EndpointGroup } from './endpoint';

/** The announcements calls' wire schemas, by their component names. */
export const announcementsSchemas = {
  Announcement: announcementSchema,
  AnnouncementListQuery: announcementListQuerySchema,
  AnnouncementList: announcementListResponseSchema,
  AnnouncementDetail: announcementDetailResponseSchema,
  AnnouncementAddBody: announcementAddSchema,
};

/**
 * Spec 002 §7: announcements. Reading them needs View on Announcements; the other calls are for
 * admins (Admin or Manager) and super users (spec 002 §6), which the handlers check by role.
 */
export const announcements = {
  list: {
    operationId: 'listAnnouncements',
    method: 'GET',
    path: '/api/announcements',
    tag: 'announcements',
    summary: 'Lists announcements with their read counts',
    access: policy('Announcements', 'View'),
    query: 'AnnouncementListQuery',
    reply: 'AnnouncementList',
    failures: [400, 401, 404],
  },
  detail: {
    operationId: 'getAnnouncement',
    method: 'GET',
    path: '/api/announcements/detail/:id',
    tag: 'announcements',
    summary: 'One announcement',
    access: SIGNED_IN,
    params: 'IdParams',
    reply: 'AnnouncementDetail',
    failures: [400, 401, 404],
  },
  add: {
    operationId: 'addAnnouncement',
    method: 'POST',
    path: '/api/announcements/add',
    tag: 'announcements',
    summary: 'Sends an announcement to the inbox of every recipient',
    access: SIGNED_IN,
    body: 'AnnouncementAddBody',
    reply: 'Announcement',
    failures: [400, 401, 404],
  },
  uploadAttachment: {
    operationId: 'uploadAnnouncementAttachment',
    method: 'POST',
    path: '/api/announcements/upload',
    tag: 'announcements',
    summary: 'Uploads an announcement attachment (multipart)',
    access: SIGNED_IN,
    body: 'DocumentUploadBody',
    bodyKind: 'multipart',
    reply: 'DocumentUploaded',
    failures: [400, 401],
  },
} as const satisfies EndpointGroup;
