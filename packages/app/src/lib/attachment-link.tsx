import { useLingui } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import { useApiClient } from './api';

/**
 * An announcement's attachment (stored under a generated name) as a link that opens the file in
 * a new tab: 'Open attachment (PDF)'.
 */
export function AttachmentLink({ name }: { name: string }) {
  const { t } = useLingui();
  const api = useApiClient();
  const dot = name.lastIndexOf('.');
  const type = dot < 0 ? '' : name.slice(dot + 1).toUpperCase();
  return (
    <a
      href={api.files.announcementUrl(name)}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
    >
      <Paperclip aria-hidden className="size-4" />
      {type ? t`Open attachment (${type})` : t`Open attachment`}
    </a>
  );
}
