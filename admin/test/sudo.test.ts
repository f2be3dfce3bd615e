// The console's sudo step against the real API: a security change refused for want of a fresh proof asks for one
// (here the password of an account with no second factor), then is made again with the token user/sudo/ answered;
// a cancelled ask leaves it unmade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorMessages } from '@fitout/shared';
import { createUser, type TestApp, type TestUser } from '../../api/test/helpers.ts';
import { securityApi } from '../src/security/api.ts';
import { SudoCancelled, setSudoAsker } from '../src/security/sudo.ts';
import { newPage, signInBrowser, startApiForBrowser } from './session.ts';

let t: TestApp;
let editor: TestUser;

beforeAll(async () => {
  t = await startApiForBrowser();
  editor = await createUser(t.app, { role: 'editor' });
  await signInBrowser(t, editor.email, editor.password);
});
afterAll(async () => {
  setSudoAsker(null);
  await t?.close();
});

describe('a security change in the console', () => {
  it('asks for a proof when the token carries none (a new page refreshed it), then goes through', async () => {
    newPage();
    const asked: string[][] = [];
    setSudoAsker(async (methods) => {
      asked.push(methods);
      // A wrong password first: refused in the server's words, and the dialog would stay open.
      await expect(securityApi.proveWithPassword('not my password')).rejects.toThrow(twoFactorMessages.passwordInvalid);
      await securityApi.proveWithPassword(editor.password);
      return true;
    });
    const setup = await securityApi.setUp();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(asked).toEqual([['password']]);
    // Proved: the next change within 5 minutes asks nothing.
    await expect(securityApi.setUp()).resolves.toMatchObject({ otpauth_uri: expect.any(String) });
    expect(asked).toHaveLength(1);
  });

  it('is not made when the person closes the dialog', async () => {
    newPage();
    setSudoAsker(async () => false);
    await expect(securityApi.setUp()).rejects.toBeInstanceOf(SudoCancelled);
  });
});
