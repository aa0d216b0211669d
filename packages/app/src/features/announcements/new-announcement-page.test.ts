import { describe, expect, it } from 'vitest';
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
