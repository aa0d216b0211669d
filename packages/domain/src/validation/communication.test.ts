import { describe, expect, it } from 'vitest';
import { announcementErrors, inboxReplyErrors, supportReportErrors } from './index';

describe('announcementErrors', () => {
  it('given no title and no message, asks to complete both', () => {
    expect(announcementErrors({ title: '', message: ' ' })).toEqual({
      title: 'Please complete this field',
      message: 'Please complete this field',
    });
  });

  it('given a title and a message, passes', () => {
    expect(announcementErrors({ title: 'Water cut', message: 'On Friday, 9am to 5pm.' })).toEqual(
      {},
    );
  });
});

describe('inboxReplyErrors', () => {
  it('given an empty reply, asks for the reply', () => {
    expect(inboxReplyErrors({ reply: '  ' })).toEqual({ reply: 'Please provide your reply' });
  });

  it('given a reply, passes', () => {
    expect(inboxReplyErrors({ reply: 'Thank you' })).toEqual({});
  });
});

describe('supportReportErrors', () => {
  it('given no report text, asks to complete it', () => {
    expect(supportReportErrors({ report: '' })).toEqual({ report: 'Please complete this field' });
  });

  it('given a report, passes', () => {
    expect(supportReportErrors({ report: 'The payments page is blank' })).toEqual({});
  });
});
