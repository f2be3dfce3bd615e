// The texts of the mails the accounts area sends. Plain text only: names typed by users never reach HTML.
import type { Mail } from '../mail/outbox.ts';

const greeting = (fullName: string) => (fullName ? `Hello ${fullName},` : 'Hello,');

export function activationMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your email address',
    text: [
      greeting(fullName),
      '',
      'Thank you for signing up. Open this link to confirm your email address and activate your account:',
      '',
      link,
      '',
      'The link works once and expires in 3 days. If you did not sign up, ignore this message.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: 'Choose a new password',
    text: [
      greeting(fullName),
      '',
      'Someone asked to reset the password of your account. Open this link to choose a new one:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, fullName: string, siteUrl: string): Mail {
  return {
    to,
    subject: 'Your password was changed',
    text: [
      greeting(fullName),
      '',
      'The password of your account was just changed, and every device that was signed in has been signed out.',
      '',
      `If this was not you, choose a new password at once: ${siteUrl}/resetpassword`,
    ].join('\n'),
  };
}
