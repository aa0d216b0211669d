import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, inboxReplyErrors, isModalFailure, type InboxItem } from '@strata/domain';
import { Button, DescriptionList, Field, Modal, ModalClose, Textarea } from '@strata/ui';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient, useHandleFailure } from '../../lib/api';
import { AttachmentLink } from '../../lib/attachment-link';
import { SafeHtml } from '../../lib/safe-html';
import { useFormAction } from '../../lib/use-form-action';

export type InboxMessageDialogProps = {
  /** The message shown; the dialog is open while it is set. */
  item: InboxItem | null;
  onClose: () => void;
  /** Runs after the message was read or replied to (refresh the list and the counter). */
  onChanged: () => void;
};

/**
 * The dialog's content for one opened message: marks it read, shows it, takes the reply (an
 * announcement's); a notice links to what it is about instead.
 */
function MessageView({ item, onChanged }: { item: InboxItem; onChanged: () => void }) {
  const { t } = useLingui();
  const api = useApiClient();
  const handleFailure = useHandleFailure();
  const [message, setMessage] = useState<InboxItem>(item);
  const [reply, setReply] = useState('');
  const send = useFormAction({
    validate: (text: string) => inboxReplyErrors({ reply: text }),
    action: (text: string) => api.inbox.reply({ id: item.id, reply: text.trim() }),
    // Spec 002 §8: the inbox reply shows its failures as toasts.
    failure: 'toast',
    success: t`Reply has been submitted`,
    onSuccess: (_answer, text) => {
      setMessage((current) => ({ ...current, reply: text.trim(), is_read: true }));
      setReply('');
      onChanged();
    },
  });

  const { id, is_read: read } = item;
  useEffect(() => {
    if (read) return;
    let current = true;
    void api.inbox.read(id).then((answer) => {
      if (!current) return;
      // A failed read leaves the message shown as it was listed; only the failures that end
      // the session or need a modal (spec 000 §8) are worth interrupting the reader for.
      if (!answer.ok) {
        if (answer.error.kind === 'session-ended' || isModalFailure(answer.error))
          handleFailure(answer.error);
        return;
      }
      setMessage(answer.data.data);
      onChanged();
    });
    return () => {
      current = false;
    };
    // Read once per opened message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return (
    <div className="flex flex-col gap-4">
      <DescriptionList
        items={[
          { label: t`Date`, value: formatDateTime(message.created_at) },
          {
            label: t`Attachment`,
            value: message.attachment ? <AttachmentLink name={message.attachment} /> : null,
          },
        ]}
      />
      <section aria-label={t`Message`} className="rounded-md border border-border p-3">
        <SafeHtml html={message.message} />
      </section>
      {message.link && (
        <div>
          <Button asChild variant="outline">
            <Link to={message.link}>
              <ArrowRight aria-hidden />
              <Trans>View details</Trans>
            </Link>
          </Button>
        </div>
      )}
      {!message.replyable ? null : message.reply ? (
        <section aria-labelledby="inbox-reply" className="flex flex-col gap-1 text-sm">
          <h3 id="inbox-reply" className="text-muted-foreground">
            <Trans>Your reply</Trans>
          </h3>
          <p className="break-words whitespace-pre-line">{message.reply}</p>
        </section>
      ) : (
        <form
          noValidate
          aria-label={t`Reply`}
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send.submit(reply);
          }}
        >
          <Field label={t`Reply`} error={send.fieldError('reply')}>
            <Textarea
              name="reply"
              rows={3}
              maxLength={2000}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={send.pending} aria-busy={send.pending || undefined}>
              <Trans>Submit</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * The view modal of spec 002 §2: title, date, attachment, the message as sanitised HTML and the
 * reply box ('Please provide your reply', 'Reply has been submitted'). Opening an unread message
 * marks it read (GET /api/inbox/read/{id}), which lowers the unread counter.
 */
export function InboxMessageDialog({ item, onClose, onChanged }: InboxMessageDialogProps) {
  return (
    <Modal
      size="lg"
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item?.title ?? ''}
      footer={
        <ModalClose asChild>
          <Button variant="outline">
            <Trans>Close</Trans>
          </Button>
        </ModalClose>
      }
    >
      {item && <MessageView key={item.id} item={item} onChanged={onChanged} />}
    </Modal>
  );
}
