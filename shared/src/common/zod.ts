// zod as every app here uses it (the site's islands, the console, the API): `jitless`, set before the first schema
// is made. Without it zod probes for `new Function` when it makes its first object schema, and a strict
// Content-Security-Policy reports that probe as a violation even though zod catches the error. Parsing without
// zod's compiled fast path costs little for forms and requests of this size. (package.json names this file as the
// one with a side effect, so that bundlers keep the setting.)
import { z } from 'zod';

z.config({ jitless: true });

export { z };
