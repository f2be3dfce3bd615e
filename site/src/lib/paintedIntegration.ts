// Adds the `client:painted` directive (paintedDirective.ts) to the site's build.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function paintedDirective(): AstroIntegration {
  return {
    name: 'fitout:painted-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('./paintedDirective.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: IdleRequestOptions | boolean;
  }
}
