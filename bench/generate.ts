// The bench's database: the API's own migrations, then every table filled by a few INSERT … SELECT generate_series
// statements, so that 100,000 orders take seconds. Every row with a picture points at one real image in the media
// folder, so that pages and answers look as they do in production.
import { createHash } from 'node:crypto';
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
export const SUPPLIERS = 200;
export const BILLS = 500_000;
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
      // Order i gets id i (the sequence moved past them below), so that the bench can name its quoted orders.
      sql: `insert into orders (id, slug, user_id, full_name, phone, governorate, city, area, typeunit, requiredworks, skills,
          conditionoftheunit, space, numberroom, numberbathroom, description, package, post_status, stage, created_at)
        select i, md5('order' || i) || i, u.id, ${pick(NAMES, 'i')}, '+20 10' || lpad((i % 100000000)::text, 8, '0'),
          ${pick(GOVERNORATES, 'i / 7')}, 'City ' || (i % 40), 'District ' || (i % 12),
          ${pick(values(typeUnitOptions), 'i')}, ${pick(values(requiredWorksOptions), 'i / 3')}, ${pick(values(skillsOptions), 'i / 5')},
          ${pick(values(conditionOptions), 'i / 11')}, 60 + (i % 300), 1 + i % 6, 1 + i % 3, 'Please call after 5 pm.',
          'Package ' || (1 + i % ${sizes.packages}), 'Active', case when ${quoted('i')} then 'quoted' else 'new' end,
          now() - i * interval '1 minute'
        from generate_series(1, ${sizes.orders}) i
        join (select id, row_number() over (order by id) - 1 as n from users where email like '%@bench.localhost') u on u.n = i % ${CUSTOMERS}`,
    },
    { what: "the orders' id sequence", sql: `select setval(pg_get_serial_sequence('orders', 'id'), ${sizes.orders})` },
    ...quoteStatements(),
    ...messageStatements(img),
  ];
}

// Messages (issue 25): ten on every order, the customer and the team in turn, every fifth with a photo, so that 100,000
// orders hold 1,000,000 messages. The customer has read everything; the team has left every seventh thread unread.
export const MESSAGES_PER_ORDER = 10;

function messageStatements(image: string): { what: string; sql: string }[] {
  return [
    {
      what: `${MESSAGES_PER_ORDER} messages on every order`,
      sql: `insert into order_messages (order_id, author_id, from_staff, body, attachments, created_at)
        select o.id, case when k % 2 = 1 then o.user_id end, k % 2 = 0,
          case when k % 2 = 1 then 'Can we move the kitchen wall 20 cm? Question ' || k || ' about order ' || o.id || '.'
            else 'Yes: our engineer checked the plan. Answer ' || k || ' about order ' || o.id || '.' end,
          case when k % 5 = 0 then jsonb_build_array(jsonb_build_object('kind', 'image', 'key', ${image})) else '[]'::jsonb end,
          o.created_at + (now() - o.created_at) * (k / ${MESSAGES_PER_ORDER + 1}.0)
        from orders o cross join generate_series(1, ${MESSAGES_PER_ORDER}) k order by o.id, k`,
    },
    {
      what: "the threads' marks",
      sql: `insert into order_threads (order_id, last_customer_message_id, last_staff_message_id, customer_read_id, staff_read_id, last_message_at)
        select order_id, max(id) filter (where not from_staff), max(id) filter (where from_staff), max(id) filter (where from_staff),
          case when order_id % 7 = 0 then 0 else max(id) filter (where not from_staff) end, max(created_at)
        from order_messages group by order_id`,
    },
  ];
}

// Quotes (issue 24) on every second order of each customer: version 1, sent, its five lines (the package by the
// order's space, three more, an optional one) and the schedule the console proposes; a third of them accepted (half
// of those with the optional line taken) and their deposit paid. Each figure follows api/src/quotes/totals.ts.

/** Which of its customer's orders this one is, from 0 (customer n, from 1, places the orders i with i % CUSTOMERS = n - 1). */
const kth = (order: string) => `(${order} / ${CUSTOMERS})`;
const quoted = (order: string) => `${kth(order)} % 2 = 1`;
const accepted = (order: string) => `${kth(order)} % 6 = 3`;
const optionTaken = (order: string) => `${kth(order)} % 12 = 3`;

/** Customer n's order (its id) with a sent quote, or with an accepted one (its optional line taken, its deposit paid). */
export const quotedOrder = (customer: number, answered: boolean) => customer - 1 + CUSTOMERS * (answered ? 3 : 1);
export const orderSlug = (order: number) => `${createHash('md5').update(`order${order}`).digest('hex')}${order}`;

const VAT_RATE_BP = 1400;
/** Payments of 2 % of the total after the deposit on each accepted order: 300,000 payments in all at 100,000 orders. */
const INSTALMENT_PAYMENTS = 17;
/** The console's default schedule (quotes/service.ts), in basis points. */
const SCHEDULE = [
  { label: 'Deposit', labelAr: 'دفعة مقدمة', shareBp: 3000, due: 'acceptance' },
  { label: 'When work starts', labelAr: 'عند بدء العمل', shareBp: 4000, due: 'start' },
  { label: 'On completion', labelAr: 'عند الانتهاء', shareBp: 3000, due: 'completion' },
];
/** n / d rounded half up, for the non-negative amounts here (totals.ts). */
const halfUp = (n: string, d: number) => `((${n}) * 2 + ${d}) / ${2 * d}`;
const lineTotal = (l: string) => halfUp(`${l}.quantity_milli::bigint * ${l}.unit_price`, 1000);
/** The milestone's amount of `total`: its share rounded down, the last one taking what is left. */
const milestoneAmount = (position: string, total: string) =>
  `case ${SCHEDULE.map((step, index) =>
    index < SCHEDULE.length - 1
      ? `when ${position} = ${index} then ${total} * ${step.shareBp} / 10000`
      : `else ${total} - (${SCHEDULE.slice(0, -1)
          .map((earlier) => `${total} * ${earlier.shareBp} / 10000`)
          .join(' + ')})`,
  ).join(' ')} end`;
/** A moment between a row's created_at and now (part from 0 to 1): a quote is written, sent, answered and paid in turn. */
const since = (order: string, part: number) => `${order}.created_at + (now() - ${order}.created_at) * ${part}`;

function quoteStatements(): { what: string; sql: string }[] {
  const terms = 'Prices include materials and labour. Work starts within 14 days of the deposit; the site is handed over clean.';
  const termsAr = 'الأسعار تشمل الخامات والمصنعية. يبدأ العمل خلال 14 يومًا من الدفعة المقدمة، ويُسلَّم الموقع نظيفًا.';
  return [
    {
      what: 'quotes on every second order',
      sql: `insert into quotes (order_id, version, status, vat_rate_bp, discount, valid_until, terms, terms_ar, created_at, sent_at)
        select o.id, 1, case when ${accepted('o.id')} then 'accepted' else 'sent' end, ${VAT_RATE_BP},
          case when o.id % 3 = 0 then 500000 else 0 end, (${since('o', 0.25)} + interval '30 days')::date,
          '${terms}', '${termsAr}', ${since('o', 0.2)}, ${since('o', 0.25)}
        from orders o where ${quoted('o.id')} order by o.id`,
    },
    {
      what: 'their lines',
      sql: `insert into quote_lines (quote_id, position, description, description_ar, quantity_milli, unit, unit_price, optional)
        select q.id, t.position, case when t.position = 0 then p.title else t.description end, t.description_ar,
          case t.position when 0 then (o.space * 1000)::int when 2 then o.numberbathroom * 1000
            when 3 then (o.space * 2500)::int when 4 then o.numberroom * 1000 else 1000 end,
          t.unit, case when t.position = 0 then round(p.price_per_unit * 100)::bigint else t.unit_price end, t.position = 4
        from quotes q join orders o on o.id = q.order_id join packages p on p.title = o.package
        cross join (values (0, '', 'باقة التشطيب', 'm²', 0),
          (1, 'Electrical wiring and fittings', 'أعمال الكهرباء والتركيبات', 'lot', 4500000),
          (2, 'Plumbing and sanitary ware', 'أعمال السباكة والأدوات الصحية', 'bathroom', 3800000),
          (3, 'Paint, two coats on walls and ceilings', 'دهانات، وجهان للحوائط والأسقف', 'm²', 9500),
          (4, 'Split air conditioner, 1.5 HP, per room', 'تكييف سبليت 1.5 حصان لكل غرفة', 'unit', 2650000))
          t(position, description, description_ar, unit, unit_price)
        order by q.id, t.position`,
    },
    {
      what: 'their schedules',
      sql: `insert into quote_milestones (quote_id, position, label, label_ar, share_bp, due)
        select q.id, t.position, t.label, t.label_ar, t.share_bp, t.due
        from quotes q cross join (values ${SCHEDULE.map(
          (step, index) => `(${index}, '${step.label}', '${step.labelAr}', ${step.shareBp}, '${step.due}')`,
        ).join(', ')}) t(position, label, label_ar, share_bp, due)
        order by q.id, t.position`,
    },
    {
      // As answerQuote keeps it: the options and totals shown, and the SHA-256 of the content (the canonical format's
      // keys in its order, in PostgreSQL's JSON spacing).
      what: 'acceptances',
      sql: `with answered as (
          select q.*, o.user_id, o.full_name, ${optionTaken('o.id')} as takes, ${since('o', 0.5)} as answered_at
          from quotes q join orders o on o.id = q.order_id where q.status = 'accepted'
        ), lined as (
          select a.id, coalesce(array_agg(l.id order by l.position) filter (where l.optional and a.takes), '{}') as options,
            (sum(${lineTotal('l')}) filter (where not l.optional or a.takes))::bigint as subtotal,
            json_agg(json_build_object('id', l.id, 'description', l.description, 'description_ar', l.description_ar,
              'quantity', trim_scale(l.quantity_milli / 1000.0), 'unit', l.unit, 'unit_price', l.unit_price,
              'total', ${lineTotal('l')}, 'optional', l.optional, 'included', not l.optional or a.takes) order by l.position) as lines
          from answered a join quote_lines l on l.quote_id = a.id group by a.id
        ), taxed as (
          select a.*, l.options, l.lines, l.subtotal, least(a.discount, l.subtotal) as applied,
            ${halfUp(`(l.subtotal - least(a.discount, l.subtotal)) * a.vat_rate_bp`, 10000)} as vat
          from answered a join lined l on l.id = a.id
        ), content as (
          select t.*, json_build_object('format', 'fitout-quote/1', 'order_id', t.order_id, 'version', t.version, 'currency', 'EGP',
            'amounts_in', 'piastres', 'valid_until', t.valid_until, 'lines', t.lines,
            'totals', json_build_object('subtotal', t.subtotal, 'discount', t.applied, 'taxable', t.subtotal - t.applied,
              'vat_rate', trim_scale(t.vat_rate_bp / 100.0), 'vat', t.vat, 'total', t.subtotal - t.applied + t.vat),
            'schedule', (select json_agg(json_build_object('label', m.label, 'label_ar', m.label_ar, 'percent', trim_scale(m.share_bp / 100.0),
              'due', m.due, 'amount', ${milestoneAmount('m.position', '(t.subtotal - t.applied + t.vat)')}) order by m.position)
              from quote_milestones m where m.quote_id = t.id),
            'terms', t.terms, 'terms_ar', t.terms_ar)::text as body
          from taxed t
        )
        insert into quote_answers (quote_id, kind, user_id, full_name, options, subtotal, discount, vat, total, ip, user_agent,
          content, content_sha256, created_at)
        select id, 'accepted', user_id, full_name, options, subtotal, applied, vat, subtotal - applied + vat,
          '198.51.100.' || (order_id % 250 + 1), 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
          body, encode(sha256(convert_to(body, 'UTF8')), 'hex'), answered_at
        from content order by id`,
    },
    {
      what: 'their deposits paid',
      sql: `insert into payments (order_id, amount, paid_on, method, reference, created_at)
        select q.order_id, a.total * ${SCHEDULE[0].shareBp} / 10000, (${since('a', 0.5)})::date,
          ${pick(['bank_transfer', 'cash', 'card'], 'q.order_id')}, 'Deposit ' || q.order_id, ${since('a', 0.5)}
        from quote_answers a join quotes q on q.id = a.quote_id order by q.order_id`,
    },
    // Issue 39: the charts read 300,000 payments at 100,000 orders: every accepted order (a sixth) pays its deposit and
    // then 2 % of its total 17 times (INSTALMENT_PAYMENTS), spread from the acceptance to now. Loaded with the triggers off (one
    // row at a time they would take minutes), then what the triggers keep is made once per order, as they would have.
    { what: 'more payments: triggers off', sql: 'alter table payments disable trigger user' },
    {
      what: `${INSTALMENT_PAYMENTS} more payments on every accepted order`,
      sql: `insert into payments (order_id, amount, paid_on, method, reference, created_at)
        select q.order_id, a.total * 200 / 10000, (${since('a', 0.5)} + (now() - ${since('a', 0.5)}) * (k / ${INSTALMENT_PAYMENTS + 1}.0))::date,
          ${pick(['bank_transfer', 'cash', 'card'], 'q.order_id + k')}, 'Instalment ' || k || ' of ' || q.order_id,
          ${since('a', 0.5)} + (now() - ${since('a', 0.5)}) * (k / ${INSTALMENT_PAYMENTS + 1}.0)
        from quote_answers a join quotes q on q.id = a.quote_id cross join generate_series(1, ${INSTALMENT_PAYMENTS}) k
        order by q.order_id, k`,
    },
    { what: 'more payments: triggers on', sql: 'alter table payments enable trigger user' },
    {
      what: 'their days received',
      sql: `insert into money_days (day, received) select paid_on, sum(amount) from payments where reference like 'Instalment %' group by paid_on
        on conflict (day) do update set received = money_days.received + excluded.received`,
    },
    {
      what: 'what is owed after them',
      sql: "select fitout_accepted_refresh(order_id), fitout_receivables_refresh(order_id) from quotes where status = 'accepted'",
    },
    {
      // Issue 38: on every accepted order, a change approved a week after the acceptance (20 m² of marble, its own
      // instalment due on approval, seven days added) and a second one waiting for the customer.
      what: 'change orders',
      sql: `insert into change_orders (order_id, number, status, reason, reason_ar, days_added, answer_by, schedule, vat_rate_bp,
          added, removed, vat, total, created_at, contract_before, answered_by, answered_at, full_name, ip, user_agent, content, content_sha256)
        select q.order_id, n.number, case n.number when 1 then 'approved' else 'pending' end,
          'Marble floor in the living room instead of porcelain', 'أرضية رخام في غرفة المعيشة بدلًا من البورسلين', 7,
          (a.created_at + interval '60 days')::date, 'approval', q.vat_rate_bp,
          3000000, 0, ${halfUp('3000000::bigint * q.vat_rate_bp', 10000)}, 3000000 + ${halfUp('3000000::bigint * q.vat_rate_bp', 10000)},
          a.created_at + interval '7 days',
          case n.number when 1 then a.total end, case n.number when 1 then a.user_id end,
          case n.number when 1 then a.created_at + interval '8 days' end, case n.number when 1 then a.full_name else '' end,
          case n.number when 1 then '198.51.100.' || (q.order_id % 250 + 1) else '' end,
          case n.number when 1 then 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' else '' end, '', ''
        from quote_answers a join quotes q on q.id = a.quote_id cross join (values (1), (2)) n(number)
        where a.kind = 'accepted' order by q.order_id, n.number`,
    },
    {
      what: 'their lines',
      sql: `insert into change_order_lines (change_id, position, kind, description, description_ar, quantity_milli, unit, unit_price)
        select id, 0, 'add', 'Marble flooring', 'أرضية رخام', 20000, 'm²', 150000 from change_orders order by id`,
    },
    {
      what: 'the approved ones in the schedules',
      sql: `insert into change_instalments (change_id, order_id, due, amount)
        select id, order_id, 'acceptance', total from change_orders where status = 'approved' order by id`,
    },
    {
      // Issue 39, job costs: suppliers, on every accepted order a received purchase order of materials and a cancelled
      // one of subcontract work, and 500,000 bills and expenses spread over all the orders and the last two years.
      what: `${SUPPLIERS} suppliers`,
      sql: `insert into suppliers (name, trade, phone, tax_number)
        select 'Supplier ' || i, ${pick(['Tiles', 'Carpentry', 'Electrics', 'Plumbing', 'Paint', 'Transport'], 'i')}, '0100' || lpad(i::text, 7, '0'),
          lpad((i * 7919)::text, 9, '0')
        from generate_series(1, ${SUPPLIERS}) i`,
    },
    {
      what: 'purchase orders',
      sql: `insert into purchase_orders (order_id, number, supplier_id, category, state, expected_on, total, created_at)
        select q.order_id, n.number, 1 + (q.order_id + n.number) % ${SUPPLIERS}, case n.number when 1 then 'materials' else 'subcontract' end,
          case n.number when 1 then 'received' else 'cancelled' end, (a.created_at + interval '20 days')::date,
          case n.number when 1 then 2500000 else 4000000 end, a.created_at + interval '2 days'
        from quote_answers a join quotes q on q.id = a.quote_id cross join (values (1), (2)) n(number)
        where a.kind = 'accepted' order by q.order_id, n.number`,
    },
    {
      what: 'their lines',
      sql: `insert into purchase_order_lines (purchase_order_id, position, description, quantity_milli, unit_price)
        select id, 0, 'Porcelain tiles', 1000, total from purchase_orders order by id`,
    },
    {
      what: `${BILLS} bills and expenses`,
      sql: `insert into job_bills (order_id, supplier_id, category, amount, billed_on, description, created_at)
        select 1 + i % (select count(*) from orders), case when i % 5 = 0 then null else 1 + i % ${SUPPLIERS} end,
          ${pick(['materials', 'labour', 'subcontract', 'transport', 'other'], 'i / 7')}, 5000 + (i::bigint * 7919) % 2000000,
          (now() - (i % 730) * interval '1 day')::date, 'Bill ' || i, now() - (i % 730) * interval '1 day'
        from generate_series(1, ${BILLS}) i`,
    },
    {
      what: "the quoted orders' timelines",
      sql: `insert into order_stage_changes (order_id, stage, changed_by, event, created_at)
        select order_id, 'quoted', null, 'quote_sent', sent_at from quotes
        union all select q.order_id, 'quoted', a.user_id, 'quote_accepted', a.created_at from quote_answers a join quotes q on q.id = a.quote_id
        union all select order_id, 'quoted', null, 'payment_recorded', created_at from payments`,
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
