import { describe, expect, it } from 'vitest';
import { announcementErrors, inboxReplyErrors, supportReportErrors } from './index';

describe('announcementErrors', () => {
  it('given no title and no message, asks to complete both', () => {
    expect(announcementErrors({ title: '', message: ' ' })).toEqual({
      title: 'required',
      message: 'required',
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
    expect(inboxReplyErrors({ reply: '  ' })).toEqual({ reply: 'replyRequired' });
  });

  it('given a reply, passes', () => {
    expect(inboxReplyErrors({ reply: 'Thank you' })).toEqual({});
  });
});

describe('supportReportErrors', () => {
  it('given no report text, asks to complete it', () => {
    expect(supportReportErrors({ report: '' })).toEqual({ report: 'required' });
  });

  it('given a report, passes', () => {
    expect(supportReportErrors({ report: 'The payments page is blank' })).toEqual({});
  });
});
