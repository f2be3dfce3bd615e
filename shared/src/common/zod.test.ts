// The shared schemas set zod's `jitless` before any is made (zod.ts), so that zod never builds a function from text:
// its probe for `new Function` shows as a Content-Security-Policy violation in the browser even though zod catches
// the error, and its compiled parsers would be blocked outright.
import { describe, expect, it } from 'vitest';

describe('zod as the apps load it', () => {
  it('builds no function from text while the schemas are made and used', async () => {
    const original = globalThis.Function;
    const built: string[] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args, newTarget) {
        built.push(String(args.at(-1)));
        return Reflect.construct(target, args, newTarget);
      },
    });
    try {
      const { registerSchema } = await import('../accounts/schemas.ts');
      const { accounts } = await import('../contract/index.ts');
      for (let i = 0; i < 3; i++) {
        registerSchema.safeParse({ email: 'a@example.com', username: 'someone', password: 'a long passphrase', password2: 'a long passphrase' });
        accounts.token.body?.safeParse({ email: 'a@example.com', password: 'secret' });
      }
    } finally {
      globalThis.Function = original;
    }
    expect(built).toEqual([]);
  });
});
