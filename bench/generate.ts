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
import { conditionOptions, leadSources, lostReasons, requiredWorksOptions, skillsOptions, typeUnitOptions, workStages } from '@fitout/shared';

export type Sizes = { orders: number; packages: number; works: number };

export const CATEGORIES = 10;
export const CUSTOMERS = 300;
const COMPONENTS_PER_PACKAGE = 4;
export const SUPPLIERS = 200;
export const BILLS = 500_000;
/** Staff the generated leads and schedule tasks are assigned to (the console's superuser comes with the API). */
export const STAFF = 6;
/** Selections on every accepted order, each with SELECTION_CHOICES choices (issue 38). */
export const SELECTIONS_PER_ORDER = 4;
const SELECTION_CHOICES = 3;
/** Tasks of every accepted order's schedule, with their finish-to-start dependencies (issue 41). */
export const SCHEDULE_TASKS = 60;
/** Leads, whatever the number of orders (issue 39): two years of a sales desk's enquiries, with their notes. */
export const LEADS = 120_000;
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
      // Each at the stage the API moves it to (automaticStages): a quote sent, or accepted and its deposit paid.
      sql: `insert into orders (id, slug, user_id, full_name, phone, governorate, city, area, typeunit, requiredworks, skills,
          conditionoftheunit, space, numberroom, numberbathroom, description, package, post_status, stage, created_at)
        select i, md5('order' || i) || i, u.id, ${pick(NAMES, 'i')}, '+20 10' || lpad((i % 100000000)::text, 8, '0'),
          ${pick(GOVERNORATES, 'i / 7')}, 'City ' || (i % 40), 'District ' || (i % 12),
          ${pick(values(typeUnitOptions), 'i')}, ${pick(values(requiredWorksOptions), 'i / 3')}, ${pick(values(skillsOptions), 'i / 5')},
          ${pick(values(conditionOptions), 'i / 11')}, 60 + (i % 300), 1 + i % 6, 1 + i % 3, 'Please call after 5 pm.',
          'Package ' || (1 + i % ${sizes.packages}), 'Active',
          case when ${accepted('i')} then 'deposit_paid' when ${quoted('i')} then 'quoted' else 'new' end,
          now() - i * interval '1 minute'
        from generate_series(1, ${sizes.orders}) i
        join (select id, row_number() over (order by id) - 1 as n from users where email like '%@bench.localhost') u on u.n = i % ${CUSTOMERS}`,
    },
    { what: "the orders' id sequence", sql: `select setval(pg_get_serial_sequence('orders', 'id'), ${sizes.orders})` },
    ...quoteStatements(),
    ...staffStatements(passwordHash),
    ...selectionStatements(img),
    ...scheduleStatements(),
    ...leadStatements(sizes),
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
        union all select q.order_id, 'accepted', a.user_id, 'quote_accepted', a.created_at from quote_answers a join quotes q on q.id = a.quote_id
        union all select order_id, 'deposit_paid', null, 'payment_recorded', created_at from payments`,
    },
  ];
}

// Staff (issues 39 and 41): salespeople who follow the leads up and are named on some of the schedules' tasks. Their
// addresses are not under @bench.localhost, which names the customers above.
const STAFF_NAMES = ['Hany Mostafa', 'Dina Fathy', 'Tarek Samir', 'Rania Lotfy', 'Sherif Adly', 'Mai Hamdy'];
export const staffEmail = (n: number) => `staff${n}@staff.bench.localhost`;
/** The generated staff, numbered from 0 (`n`), for joins by number. */
const staffRows = `(select id, row_number() over (order by id) - 1 as n from users where email like '%@staff.bench.localhost')`;

function staffStatements(passwordHash: string): { what: string; sql: string }[] {
  return [
    {
      what: `${STAFF} staff`,
      sql: `insert into users (email, username, password_hash, kind, is_superuser, role, is_active, created_at)
        select 'staff' || i || '@staff.bench.localhost', 'staff' || i, '${passwordHash}', 'user', true, 'sales', true, now() - interval '3 years'
        from generate_series(1, ${STAFF}) i`,
    },
    {
      what: 'their profiles',
      sql: `insert into profiles (user_id, full_name, phone, country)
        select s.id, ${pick(STAFF_NAMES, 's.n')}, '+20 122 000 ' || lpad(s.id::text, 4, '0'), 'Egypt' from ${staffRows} s`,
    },
  ];
}

// Selections (issue 38) on every accepted order: four items, each with three choices (the first at the allowance,
// one over it, one under it, the first with a photo): the floor tiles chosen (at the allowance, so no change order),
// the worktop and the vanity open (those past their day already reminded, as the scheduler's job would have), the door
// handles locked by staff.
const SELECTION_ITEMS = [
  {
    item: 'Floor tiles',
    itemAr: 'سيراميك الأرضيات',
    room: 'Living room',
    milli: 45000,
    unit: 'm²',
    allowance: 45000,
    stage: 'start',
    days: 10,
    blocks: true,
    status: 'chosen',
  },
  {
    item: 'Kitchen worktop',
    itemAr: 'سطح المطبخ',
    room: 'Kitchen',
    milli: 4200,
    unit: 'm',
    allowance: 350000,
    stage: 'start',
    days: 21,
    blocks: false,
    status: 'open',
  },
  {
    item: 'Bathroom vanity',
    itemAr: 'وحدة الحوض',
    room: 'Bathroom',
    milli: 1000,
    unit: 'unit',
    allowance: 1200000,
    stage: 'completion',
    days: 30,
    blocks: false,
    status: 'open',
  },
  {
    item: 'Door handles',
    itemAr: 'مقابض الأبواب',
    room: 'Bedrooms',
    milli: 6000,
    unit: 'unit',
    allowance: 60000,
    stage: 'completion',
    days: 40,
    blocks: false,
    status: 'locked',
  },
] as const;
const SELECTION_CHOICE_KINDS = [
  { name: 'Standard', nameAr: 'قياسي', supplier: 'Supplier 1', percent: 100, note: 'Within the allowance.' },
  { name: 'Premium', nameAr: 'فاخر', supplier: 'Supplier 2', percent: 140, note: 'Imported; four weeks to deliver.' },
  { name: 'Economy', nameAr: 'اقتصادي', supplier: 'Supplier 3', percent: 80, note: 'Local; in stock.' },
] as const;

function selectionStatements(image: string): { what: string; sql: string }[] {
  const items = SELECTION_ITEMS.map(
    (s, n) =>
      `(${n}, '${s.item}', '${s.itemAr}', '${s.room}', ${s.milli}, '${s.unit}', ${s.allowance}, '${s.stage}', ${s.days}, ${s.blocks}, '${s.status}')`,
  ).join(', ');
  const choices = SELECTION_CHOICE_KINDS.map(
    (c, position) => `(${position}, '${c.name}', '${c.nameAr}', '${c.supplier}', ${c.percent}, '${c.note}')`,
  ).join(', ');
  return [
    {
      what: `${SELECTIONS_PER_ORDER} selections on every accepted order`,
      sql: `insert into selections (order_id, item, item_ar, room, quantity_milli, unit, allowance_per_unit, stage, choose_by, blocks_work,
          status, reminded_at, created_at)
        select q.order_id, s.item, s.item_ar, s.room, s.milli, s.unit, s.allowance, s.stage, (a.created_at + s.days * interval '1 day')::date,
          s.blocks, s.status, case when s.status = 'open' and (a.created_at + s.days * interval '1 day')::date < current_date then now() end,
          a.created_at + interval '3 days'
        from quote_answers a join quotes q on q.id = a.quote_id
        cross join (values ${items}) s(n, item, item_ar, room, milli, unit, allowance, stage, days, blocks, status)
        where a.kind = 'accepted' order by q.order_id, s.n`,
    },
    {
      what: `their ${SELECTION_CHOICES} choices each`,
      sql: `insert into selection_choices (selection_id, position, name, name_ar, supplier, price_per_unit, note, photo)
        select s.id, c.position, s.item || ', ' || c.name, s.item_ar || '، ' || c.name_ar, c.supplier, s.allowance_per_unit * c.percent / 100,
          c.note, case when c.position = 0 then ${image} end
        from selections s cross join (values ${choices}) c(position, name, name_ar, supplier, percent, note)
        order by s.id, c.position`,
    },
    {
      what: 'the chosen ones (at the allowance)',
      sql: `update selections s set choice_id = c.id, chosen_by = o.user_id, chosen_at = s.created_at + interval '4 days'
        from selection_choices c, orders o
        where s.status = 'chosen' and c.selection_id = s.id and c.position = 0 and o.id = s.order_id`,
    },
  ];
}

// Schedules (issue 41): every accepted order's job in SCHEDULE_TASKS tasks of 1 to 4 days through the eight stages of
// the work, from two weeks after the acceptance, each starting the day after the one before it ends (finish to start;
// every sixth also waits for the task four above it), every fourth done by a member of staff and the others by a
// subcontractor; those ended before today done. Days are calendar days here (the API counts working days, settled when
// staff edit one). Each order's expected completion follows its last task plus the approved change's days, and one
// move of the dates (a week, mailed to the customer) is on record.
function scheduleStatements(): { what: string; sql: string }[] {
  const stageOf = (k: string) => `((${k} - 1) * ${workStages.length} / ${SCHEDULE_TASKS})`;
  const template = `(select k, days, sum(days) over (order by k) as cum,
      ${pick(
        workStages.map((s) => s.value),
        stageOf('k'),
      )} as stage,
      ${pick(
        workStages.map((s) => s.label),
        stageOf('k'),
      )} || ', step ' || k as name,
      ${pick(
        workStages.map((s) => s.labelAr),
        stageOf('k'),
      )} || '، الخطوة ' || k as name_ar
    from (select k, 1 + (k * 7) % 4 as days from generate_series(1, ${SCHEDULE_TASKS}) k) d)`;
  return [
    {
      what: `schedules of ${SCHEDULE_TASKS} tasks on every accepted order`,
      sql: `insert into schedule_tasks (order_id, position, name, name_ar, stage, start, "end", days, assignee_id, assignee_name, done,
          done_at, created_at)
        select b.order_id, t.k - 1, t.name, t.name_ar, t.stage, b.base + (t.cum - t.days)::int, b.base + (t.cum - 1)::int, t.days, st.id,
          case when st.id is null then 'Subcontractor ' || (1 + (b.order_id + t.k) % 40) else '' end,
          b.base + (t.cum - 1)::int < current_date,
          case when b.base + (t.cum - 1)::int < current_date then (b.base + (t.cum - 1)::int) + time '17:00' end,
          b.created_at + interval '2 days'
        from (select q.order_id, (a.created_at + interval '14 days')::date as base, a.created_at
            from quote_answers a join quotes q on q.id = a.quote_id where a.kind = 'accepted') b
        cross join ${template} t
        left join ${staffRows} st on t.k % 4 = 0 and st.n = (b.order_id + t.k) % ${STAFF}
        order by b.order_id, t.k`,
    },
    {
      what: 'their finish-to-start dependencies',
      sql: `insert into schedule_task_links (task_id, depends_on)
        select t.id, p.id from schedule_tasks t cross join (values (1), (4)) d(back)
        join schedule_tasks p on p.order_id = t.order_id and p.position = t.position - d.back
        where d.back = 1 or t.position % 6 = 5
        order by t.id, p.id`,
    },
    {
      what: 'their expected completions',
      sql: `insert into order_completions (order_id, expected_completion)
        select t.order_id, max(t."end") + coalesce((select sum(c.days_added) from change_orders c
            where c.order_id = t.order_id and c.status = 'approved'), 0)::int
        from schedule_tasks t group by t.order_id`,
    },
    {
      what: 'a move of the dates on each',
      sql: `insert into schedule_moves (order_id, reason, reason_ar, moved, completion_before, completion_after, mailed, created_at)
        select c.order_id, 'The tiles arrived a week late', 'وصل السيراميك متأخرًا أسبوعًا',
          (select jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'name_ar', t.name_ar, 'start_before', t.start - 7,
              'start_after', t.start, 'end_before', t."end" - 7, 'end_after', t."end") order by t.position)
            from schedule_tasks t where t.order_id = c.order_id and t.position >= ${SCHEDULE_TASKS - 3}),
          c.expected_completion - 7, c.expected_completion, true, a.created_at + interval '20 days'
        from order_completions c join quotes q on q.order_id = c.order_id and q.status = 'accepted' join quote_answers a on a.quote_id = q.id
        order by c.order_id`,
    },
  ];
}

// Leads (issue 39): LEADS enquiries over the last two years (lead i is i × 9 minutes old, id i), from every source; three
// in ten open (new, contacted, a visit booked, quoted; their follow-up within a month, one in 97 due today or past),
// one in ten won, the rest lost with a reason; six in seven assigned to a member of staff. Each has the visitor's
// message when it came from the contact form or the calculator (whose figures it keeps), two notes of staff and, once
// it moved, the move in words.
export const benchLead = (n: number) => 1 + ((n * 7919) % LEADS);

function leadStatements(sizes: Sizes): { what: string; sql: string }[] {
  const open = `(i % 10 < 3)`;
  const stage = `case when ${open} then ${pick(['new', 'contacted', 'visit_booked', 'quoted'], 'i / 10')} when i % 10 = 3 then 'won' else 'lost' end`;
  const calculator = `(${pick(leadSources, 'i')} = 'calculator')`;
  const meters = '(60 + i % 300)';
  const pricePerMeter = `(1500 + (i % 50) * 100)`;
  return [
    {
      what: `${LEADS} leads`,
      sql: `insert into leads (name, phone, email, source, stage, lost_reason, lost_note, assigned_to, follow_up_on, estimated_value,
          estimate_meters, estimate_price_per_meter, estimate_package, created_at, updated_at)
        select ${pick(NAMES, 'i / 3')}, '+20 11' || lpad((i % 100000000)::text, 8, '0'),
          case when i % 3 = 0 then '' else 'lead' || i || '@example.com' end, ${pick(leadSources, 'i')}, l.stage,
          case when l.stage = 'lost' then ${pick(lostReasons, 'i / 10')} end,
          case when l.stage = 'lost' then 'Told us on the phone; kept for the next season.' else '' end, st.id,
          case when ${open} then current_date + case when i % 97 = 0 then -(i % 5) else 1 + i % 30 end end,
          case when ${calculator} then ${meters} * ${pricePerMeter} * 100 when i % 4 = 0 then null else (50000 + (i * 7919) % 2000000)::bigint * 100 end,
          case when ${calculator} then ${meters} end, case when ${calculator} then ${pricePerMeter} end,
          case when ${calculator} then 'package-' || (1 + i % ${sizes.packages}) else '' end,
          now() - i * interval '9 minutes', least(now(), now() - i * interval '9 minutes' + interval '2 days')
        from generate_series(1, ${LEADS}) i
        cross join lateral (select ${stage} as stage) l
        left join ${staffRows} st on st.n = i % ${STAFF + 1}
        order by i`,
    },
    {
      what: 'their notes',
      sql: `insert into lead_notes (lead_id, author_id, kind, body, created_at)
        select l.id, case when k = 1 then null else coalesce(l.assigned_to, st.id) end,
          case k when 1 then 'message' when 4 then 'stage' else 'note' end,
          case k when 1 then case when l.source = 'calculator' then 'Estimate sent from the calculator: ' || l.estimate_meters || ' m² of ' || l.estimate_package || '.'
              else 'Hello, I would like a quote for finishing my apartment of about ' || (60 + l.id % 300) || ' m². Please call after 5 pm.' end
            when 2 then 'Called: the unit is delivered core and shell; the customer wants to move in within four months.'
            when 3 then 'Sent our packages and the calculator''s link; to call again after the visit to the showroom.'
            else 'Stage: new → ' || l.stage || '.' end,
          least(now(), l.created_at + k * interval '5 hours')
        from leads l cross join generate_series(1, 4) k
        left join ${staffRows} st on st.n = l.id % ${STAFF}
        where (k = 1 and l.source in ('contact', 'calculator')) or k in (2, 3) or (k = 4 and l.stage <> 'new')
        order by l.id, k`,
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
