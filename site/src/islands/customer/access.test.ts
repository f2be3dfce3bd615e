import { describe, expect, it } from 'vitest';
import { customerAccess } from './access.ts';

describe('customer-area guard', () => {
  it('sends a visitor who is not signed in to /login', () => {
    expect(customerAccess({ signedIn: false, storedActive: 'true' })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends superusers to the admin console', () => {
    expect(customerAccess({ signedIn: true, isSuperuser: true, storedActive: 'true' })).toEqual({ kind: 'redirect', to: '/admin/' });
  });

  it('sends an account whose stored active flag is missing, the text null or false to /confirmemail', () => {
    for (const storedActive of [null, 'null', 'false']) {
      expect(customerAccess({ signedIn: true, isSuperuser: false, storedActive })).toEqual({ kind: 'redirect', to: '/confirmemail' });
    }
  });

  it('lets a confirmed customer in', () => {
    expect(customerAccess({ signedIn: true, isSuperuser: false, storedActive: 'true' })).toEqual({ kind: 'allow' });
  });
});

describe('customer-area guard in Arabic', () => {
  it('sends to the Arabic sign-in and confirmation pages, and superusers to the one console', () => {
    expect(customerAccess({ signedIn: false, storedActive: 'true' }, 'ar')).toEqual({ kind: 'redirect', to: '/ar/login' });
    expect(customerAccess({ signedIn: true, isSuperuser: false, storedActive: null }, 'ar')).toEqual({ kind: 'redirect', to: '/ar/confirmemail' });
    expect(customerAccess({ signedIn: true, isSuperuser: true, storedActive: 'true' }, 'ar')).toEqual({ kind: 'redirect', to: '/admin/' });
  });
});
