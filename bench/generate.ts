// The bench's database: the API's own migrations, then every table filled by a few INSERT … SELECT generate_series
// statements, so that 100,000 orders take seconds. Every row with a picture points at one real image in the media
// folder, so that pages and answers look as they do in production.
import { sql } from 'drizzle-orm';
// Before media/store.ts: the two import each other, and the server loads this one first.
import '../api/src/http/errors.ts';
import { hashPassword } from '../api/src/accounts/passwords.ts';
import { openDatabase } from '../api/src/db/index.ts';
import { DiskFiles } from '../api/src/media/disk.ts';
import { MediaStore } from '../api/src/media/store.ts';
import { scenePicture } from '../api/src/seed/images.ts';
import { conditionOptions, requiredWorksOptions, skillsOptions, typeUnitOptions } from '@fitout/shared';

export type Sizes = { orders: number; packages: number; works: number };

export const CATEGORIES = 10;
export const CUSTOMERS = 300;
const COMPONENTS_PER_PACKAGE = 4;
/** Every customer signs in with this password (stored as the API's own argon2 hash). */
export const CUSTOMER_PASSWORD = 'bench customer passphrase 2024';
export const customerEmail = (n: number) => `customer${n}@bench.localhost`;
export const categorySlug = (n: number) => `category-${n}`;
export const packageSlug = (n: number) => `package-${n}`;
export const workSlug = (n: number) => `work-${n}`;
/** Full names cycle through these; a search for one surname matches an eighth of the orders. */
export const NAMES = ['Mona Adel', 'Ahmed Hassan', 'Sara Mahmoud', 'Omar Farouk', 'Nour Ibrahim', 'Karim Saleh', 'Laila Nabil', 'Youssef Kamal'];
export const SEARCH_TERM = 'hassan';
const GOVERNORATES = ['Cairo', 'Giza', 'Alexandria', 'Qalyubia', 'Sharqia', 'Dakahlia'];

/** A SQL array literal of texts, for `(array[…])[1 + i % n]`. */
const texts = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
const pick = (values: readonly string[], index: string) => `(${texts(values)})[1 + (${index}) % ${values.length}]`;
const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

function statements(sizes: Sizes, passwordHash: string, image: string): { what: string; sql: string }[] {
  const img = `'${image}'`;
  return [
    {
      what: `${CUSTOMERS} customers`,
      sql: `insert into users (email, username, password_hash, kind, is_active, created_at)
        select 'customer' || i || '@bench.localhost', 'customer' || i, '${passwordHash}', 'user', true, now() - i * interval '1 hour'
        from generate_series(1, ${CUSTOMERS}) i`,
    },
    {
      what: 'their profiles',
      sql: `insert into profiles (user_id, full_name, phone, country)
        select id, 'Customer ' || id, '+20 100 000 ' || lpad(id::text, 4, '0'), 'Egypt' from users where email like '%@bench.localhost'`,
    },
    {
      what: `${CATEGORIES} categories`,
      sql: `insert into categories (title, details, image, slug)
        select 'Category ' || i, 'Finishing works of kind ' || i || ', from the first visit to the handover.', ${img}, 'category-' || i
        from generate_series(1, ${CATEGORIES}) i`,
    },
    {
      what: `${sizes.packages} packages`,
      sql: `insert into packages (title, slug, image, price_per_unit, description, tags, category_id, post_status, view, created_at)
        select 'Package ' || i, 'package-' || i, ${img}, 1500 + (i % 50) * 100,
          'Everything a unit needs for this level of finish: plastering, electrics, plumbing, flooring and paint. Package ' || i || '.',
          'finishing,apartment', c.id, 'Active', (i * 7919) % 5000, now() - i * interval '10 minutes'
        from generate_series(1, ${sizes.packages}) i
        join (select id, row_number() over (order by id) - 1 as n from categories) c on c.n = i % ${CATEGORIES}`,
    },
    {
      what: `${sizes.packages * COMPONENTS_PER_PACKAGE} components`,
      sql: `insert into components (post_id, name, title, description)
        select p.id, 'Step ' || k, 'Component ' || k || ' of ' || p.title, 'What this step includes and how long it takes.'
        from packages p cross join generate_series(1, ${COMPONENTS_PER_PACKAGE}) k order by p.id, k`,
    },
    {
      what: `${sizes.works} works`,
      sql: `insert into works (slug, title, description, thumbnail, image1, image2, image3, image4, tags, post_status, created_at)
        select 'work-' || i, 'Work ' || i, 'A finished unit: before and after, with the materials chosen.', ${img}, ${img}, ${img}, ${img}, ${img},
          'villa,modern', 'Active', now() - i * interval '1 day'
        from generate_series(1, ${sizes.works}) i`,
    },
    {
      what: `${sizes.orders} orders`,
      sql: `insert into orders (slug, user_id, full_name, phone, governorate, city, area, typeunit, requiredworks, skills,
          conditionoftheunit, space, numberroom, numberbathroom, description, package, post_status, created_at)
        select md5('order' || i) || i, u.id, ${pick(NAMES, 'i')}, '+20 10' || lpad((i % 100000000)::text, 8, '0'),
          ${pick(GOVERNORATES, 'i / 7')}, 'City ' || (i % 40), 'District ' || (i % 12),
          ${pick(values(typeUnitOptions), 'i')}, ${pick(values(requiredWorksOptions), 'i / 3')}, ${pick(values(skillsOptions), 'i / 5')},
          ${pick(values(conditionOptions), 'i / 11')}, 60 + (i % 300), 1 + i % 6, 1 + i % 3, 'Please call after 5 pm.',
          'Package ' || (1 + i % ${sizes.packages}), 'Active', now() - i * interval '1 minute'
        from generate_series(1, ${sizes.orders}) i
        join (select id, row_number() over (order by id) - 1 as n from users where email like '%@bench.localhost') u on u.n = i % ${CUSTOMERS}`,
    },
  ];
}

/**
 * Opens the database as the API does (which applies its migrations), fills it, and closes it. The image goes into
 * DATA_DIR/media, where the API serves media from.
 */
export async function generate(options: { databaseUrl?: string; dataDir: string; sizes: Sizes; say: (line: string) => void }) {
  const { say } = options;
  const since = performance.now();
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    say(`  schema: the API's migrations applied in ${seconds(since)}`);
    const media = new MediaStore(new DiskFiles(`${options.dataDir}/media`), { baseUrl: 'http://127.0.0.1/media' });
    const [passwordHash, image] = await Promise.all([
      hashPassword(CUSTOMER_PASSWORD),
      scenePicture('living', 0, 1, 640).then((picture) => media.save('image', picture)),
    ]);
    for (const step of statements(options.sizes, passwordHash, image)) {
      const start = performance.now();
      await database.db.execute(sql.raw(step.sql));
      say(`  ${step.what} in ${seconds(start)}`);
    }
    // What autovacuum does after a bulk load: statistics for the planner, and a visibility map so that counts read only indexes.
    await database.db.execute(sql.raw('vacuum analyze'));
    say(`  generated in ${seconds(since)} (vacuum analyze included)`);
  } finally {
    await database.close();
  }
  return (performance.now() - since) / 1000;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
