import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { sendEndpoints } from './announcement-fixtures';
import { announcementDraftErrors, type AnnouncementDraft } from './new-announcement-page';

const filled: AnnouncementDraft = {
  title: 'Water cut',
  recipient: 'Owners',
  message: 'Water is off on Friday.',
  property_id: '',
  attachment: null,
};

describe('announcementDraftErrors', () => {
  it('given a filled form, then there is nothing to say', () => {
    expect(announcementDraftErrors(filled, false)).toEqual({});
  });

  it('given nothing filled, then title and message are required and a recipient must be chosen', () => {
    expect(
      announcementDraftErrors({ ...filled, title: ' ', recipient: '', message: '' }, false),
    ).toEqual({ title: 'required', recipient: 'select', message: 'required' });
  });

  it('given a super user without a property, then the property must be chosen', () => {
    expect(announcementDraftErrors(filled, true)).toEqual({ property_id: 'select' });
    expect(announcementDraftErrors({ ...filled, property_id: '2' }, true)).toEqual({});
  });
});

class StillWebSocket {
  onopen = null;
  onclose = null;
  onmessage = null;
  send() {}
  close() {}
}

describe('sending an announcement', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', StillWebSocket));

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  async function fillAndSend(attachment: File | null) {
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Announcement' }, { timeout: 5000 });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Water cut');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Recipient/ }), 'Owners');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Off on Friday.');
    if (attachment) {
      await user.upload(form.querySelector<HTMLInputElement>('input[type=file]')!, attachment);
    }
    await user.click(within(form).getByRole('button', { name: 'Send' }));
  }

  it("given an attachment, when it is stored, then 'Document has been uploaded!' shows and the announcement is sent", async () => {
    render(
      <StoryApp path="/d/announcements/new" session={signedIn('admin')} api={sendEndpoints()} />,
    );

    await fillAndSend(new File(['%PDF-1.4'], 'notice.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Document has been uploaded!')).toBeInTheDocument();
    expect(await screen.findByText('Announcement has been sent')).toBeInTheDocument();
  });

  it('given no attachment, when the announcement is sent, then no upload toast shows', async () => {
    render(
      <StoryApp path="/d/announcements/new" session={signedIn('admin')} api={sendEndpoints()} />,
    );

    await fillAndSend(null);

    expect(await screen.findByText('Announcement has been sent')).toBeInTheDocument();
    expect(screen.queryByText('Document has been uploaded!')).toBeNull();
  });
});
