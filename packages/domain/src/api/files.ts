import { files } from '../contract/files';
import type { Http } from './http';

/** Spec 002 §7: stored files, served from storage paths with the token. */
export function createFilesApi(http: Http) {
  return {
    /** A payment receipt. */
    receiptUrl: (name: string) => http.link(files.receipt, { params: { name } }),
    /** An announcement attachment. */
    announcementUrl: (name: string) =>
      http.link(files.announcementAttachment, { params: { name } }),
    /** A user or property picture. */
    pictureUrl: (name: string) => http.link(files.picture, { params: { name } }),
  };
}
