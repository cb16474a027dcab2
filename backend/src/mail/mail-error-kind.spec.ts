import { mailErrorKind } from './mail-error-kind';

describe('mailErrorKind', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:2525', 'unreachable'],
    ['getaddrinfo ENOTFOUND smtp.example', 'unreachable'],
    ['Connection timeout', 'timeout'],
    ['Greeting never received', 'timeout'],
    ['Invalid login: 535 5.7.8 Authentication failed', 'sign_in'],
    ['Mail command failed: 553 5.7.1 Sender address rejected', 'sender_refused'],
    ["Can't send mail - all recipients were rejected: 550 5.1.1 No such user", 'recipient_refused'],
    ['Message failed: 554 5.7.1 Spam', 'other'],
  ])('reads %j as %s', (error, kind) => {
    expect(mailErrorKind(error)).toBe(kind);
  });

  it('has nothing to say without an error', () => {
    expect(mailErrorKind(null)).toBeNull();
  });
});
