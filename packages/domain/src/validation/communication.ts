import { checkFields, isBlank, type FieldValue } from './field';
import type { FormErrors } from './messages';

/** The new-announcement form (spec 002 §3 names). */
export type AnnouncementForm = { title: FieldValue; message: FieldValue };

/** Announcement (spec 002 §5): title and message required. */
export function announcementErrors(form: AnnouncementForm): FormErrors<keyof AnnouncementForm> {
  return checkFields({
    title: { type: 'text', required: true, value: form.title },
    message: { type: 'textarea', required: true, value: form.message },
  });
}

/** Inbox reply (spec 002 §5): must not be empty. */
export function inboxReplyErrors(form: { reply: FieldValue }): FormErrors<'reply'> {
  return isBlank(form.reply) ? { reply: 'replyRequired' } : {};
}

/** Support report (spec 002 §5): the report text is required. */
export function supportReportErrors(form: { report: FieldValue }): FormErrors<'report'> {
  return checkFields({ report: { type: 'textarea', required: true, value: form.report } });
}
