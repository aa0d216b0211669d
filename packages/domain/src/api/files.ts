import { segment, type Http } from './http';

/** Spec 002 §7: stored files, served from storage paths with the token. */
export function createFilesApi(http: Http) {
  return {
    /** /storage/receipts/{name}?token: a payment receipt. */
    receiptUrl: (name: string) => http.tokenUrl(`/storage/receipts/${segment(name)}`),
    /** /storage/announcements/{name}?token: an announcement attachment. */
    announcementUrl: (name: string) => http.tokenUrl(`/storage/announcements/${segment(name)}`),
    /** /storage/pictures/{name}?token: a user or property picture. */
    pictureUrl: (name: string) => http.tokenUrl(`/storage/pictures/${segment(name)}`),
  };
}
