import { pictureNameParamsSchema, storedFileParamsSchema } from '../schemas/files';
import { SIGNED_IN_LINK, type EndpointGroup } from './endpoint';

/** The stored files' wire schemas, by their component names. */
export const filesSchemas = {
  PictureNameParams: pictureNameParamsSchema,
  StoredFileParams: storedFileParamsSchema,
};

/**
 * Spec 001 §5, spec 002 §7: stored files, served from storage paths to signed-in users (the
 * bearer header, or `?token=` in a link). Who may read a file is decided by its record.
 */
export const files = {
  picture: {
    operationId: 'getPicture',
    method: 'GET',
    path: '/storage/pictures/:name',
    tag: 'files',
    summary: 'A stored user or property picture',
    access: SIGNED_IN_LINK,
    params: 'PictureNameParams',
    query: 'TokenQuery',
    reply: { file: ['image/jpeg', 'image/png'] },
    failures: [400, 401, 404],
  },
  receipt: {
    operationId: 'getReceipt',
    method: 'GET',
    path: '/storage/receipts/:name',
    tag: 'files',
    summary: 'A payment receipt',
    access: SIGNED_IN_LINK,
    params: 'StoredFileParams',
    query: 'TokenQuery',
    reply: { file: ['image/jpeg', 'image/png', 'application/pdf'] },
    failures: [401, 404],
  },
  announcementAttachment: {
    operationId: 'getAnnouncementAttachment',
    method: 'GET',
    path: '/storage/announcements/:name',
    tag: 'files',
    summary: 'An announcement attachment',
    access: SIGNED_IN_LINK,
    params: 'StoredFileParams',
    query: 'TokenQuery',
    reply: { file: ['image/jpeg', 'image/png', 'application/pdf'] },
    failures: [401, 404],
  },
} as const satisfies EndpointGroup;
