// The demo catalogue of an Egyptian finishing company: categories, packages with their components, past
// works and a customer's orders. Descriptions are shown one sentence a line (split on periods), so no
// sentence holds a period of its own (no decimals, no abbreviations).
import type { Scene } from './images.ts';

export type DemoCategory = { title: string; titleAr: string; details: string; detailsAr: string; scene: Scene; palette: number };
export type DemoComponent = { title: string; description: string; titleAr: string; descriptionAr: string };
export type DemoPackage = {
  title: string;
  titleAr: string;
  descriptionAr: string;
  category: string;
  price: number;
  description: string;
  tags: string;
  view: number;
  scene: Scene;
  palette: number;
  components: DemoComponent[];
};
export type DemoWork = {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  tags: string;
  palette: number;
  scenes: [Scene, Scene, Scene, Scene, Scene];
};
export type DemoOrder = {
  governorate: string;
  city: string;
  area: string;
  typeunit: string;
  requiredworks: string;
  skills: string;
  conditionoftheunit: string;
  space: number;
  numberroom: number;
  numberbathroom: number;
  description: string;
  package: string;
};

export const demoCategories: DemoCategory[] = [
  {
    title: 'Apartment Finishing',
    titleAr: 'تشطيب شقق',
    detailsAr:
      'تشطيب كامل للشقق بكل المساحات، من المحارة على الطوب حتى الاستلام جاهزة للسكن. نتولى المحارة وأعمال الكهرباء والسباكة والأرضيات والأسقف الجبس بورد والدهانات والتنظيف النهائي بعقد واحد وجدول زمني ثابت.',
    details:
      'Complete finishing for apartments of every size, from bare concrete to move-in ready. We handle plastering, electrical and plumbing works, flooring, gypsum board ceilings, painting and final cleaning under one contract with a fixed schedule.',
    scene: 'living',
    palette: 0,
  },
  {
    title: 'Villa Finishing',
    titleAr: 'تشطيب فيلات',
    detailsAr:
      'تشطيب داخلي وخارجي للفيلات والتوين هاوس في القاهرة الجديدة والشيخ زايد والساحل الشمالي. الواجهات وسلالم الرخام والإضاءة الذكية وتنسيق الحدائق وحمامات السباحة ينفذها فريق واحد متكامل.',
    details:
      'Interior and exterior finishing for villas and twin houses in New Cairo, Sheikh Zayed and the North Coast. Facades, marble staircases, smart lighting, landscaping and swimming pools are delivered by one coordinated team.',
    scene: 'villa',
    palette: 2,
  },
  {
    title: 'Commercial Fit-out',
    titleAr: 'تجهيز المحلات والمكاتب',
    detailsAr:
      'تجهيز المكاتب والعيادات والصيدليات والمحلات والكافيهات لتفتح في موعدها. نلتزم بشروط المالك ومتطلبات التراخيص، ويمكننا التنفيذ على مراحل حتى يستمر عملك.',
    details:
      'Offices, clinics, pharmacies, shops and cafés fitted out to open on time. We work around landlord rules and licensing requirements and can finish in phases so your business keeps running.',
    scene: 'office',
    palette: 1,
  },
  {
    title: 'Kitchens',
    titleAr: 'مطابخ',
    detailsAr:
      'مطابخ بالمقاس مصممة على طريقة طبخك. دواليب HPL أو أكريليك أو لاكيه، وأسطح كوارتز وجرانيت، وأجهزة بيلت إن، مع أعمال السباكة والكهرباء اللازمة لها.',
    details:
      'Made-to-measure kitchens designed around the way you cook. Cabinets in HPL, acrylic or lacquer, quartz and granite worktops, built-in appliances and the plumbing and electrical works behind them.',
    scene: 'kitchen',
    palette: 2,
  },
  {
    title: 'Bathrooms',
    titleAr: 'حمامات',
    detailsAr:
      'تجديد الحمامات بعزل كامل ضد المياه ومواسير تغذية وصرف جديدة وبورسلين وأطقم صحية عالية الجودة. شاور مفتوح وتواليت معلق ووحدات حوض سهلة التنظيف.',
    details:
      'Bathroom renovations with full waterproofing, new supply and drainage pipes, porcelain tiling and quality sanitary ware. Walk-in showers, wall-hung toilets and vanity units that are easy to keep clean.',
    scene: 'bathroom',
    palette: 5,
  },
  {
    title: 'Painting & Decoration',
    titleAr: 'دهانات وديكور',
    detailsAr: 'دهانات داخلية وتشطيبات ديكورية وورق حائط وحوائط مميزة تغير شكل الغرفة في أيام. نحمي أثاثك ونجهز كل حائط كما يجب ونسلم المكان نظيفًا.',
    details:
      'Interior painting, decorative finishes, wallpaper and feature walls that change a room in days. We protect your furniture, prepare every wall properly and leave the place clean.',
    scene: 'painting',
    palette: 1,
  },
];

export const demoPackages: DemoPackage[] = [
  {
    title: 'Basic Apartment Finishing',
    titleAr: 'تشطيب شقة اقتصادي',
    descriptionAr: 'تشطيب متين وبتكلفة مناسبة للشقق المعدة للإيجار أو للسكن السريع. السعر للمتر المربع من المساحة المبنية شامل الخامات والمصنعية.',
    category: 'Apartment Finishing',
    price: 3200,
    description:
      'A solid, budget-friendly finish for apartments to rent or to move into quickly. Price per square metre of the built-up area, including materials and labour.',
    tags: 'apartment, basic, budget, rental',
    view: 412,
    scene: 'living',
    palette: 3,
    components: [
      {
        title: 'Plastering and wall preparation',
        description:
          'Cement plaster on all internal walls with corner beads on every edge. Walls are levelled with a straightedge and checked before painting starts.',
        titleAr: 'المحارة وتجهيز الحوائط',
        descriptionAr: 'محارة أسمنتية لكل الحوائط الداخلية مع زوايا معدنية على كل حرف. تُضبط استقامة الحوائط بالقدة وتُراجع قبل بدء الدهانات.',
      },
      {
        title: 'Electrical installation',
        description:
          'New wiring in conduits with a distribution board and circuit breakers for each room. Local brand sockets and switches are included. Earthing is tested before handover.',
        titleAr: 'التأسيس الكهربائي',
        descriptionAr:
          'تمديدات كهربائية جديدة داخل خراطيم مع لوحة توزيع وقواطع لكل غرفة. تشمل الباقة مفاتيح وبرايز من ماركة محلية. يُختبر التأريض قبل التسليم.',
      },
      {
        title: 'Plumbing',
        description:
          'PPR supply pipes and PVC drainage for the kitchen and one bathroom. Every line is pressure tested for twenty-four hours before tiling.',
        titleAr: 'السباكة',
        descriptionAr: 'مواسير تغذية بولي بروبلين وصرف بلاستيك للمطبخ وحمام واحد. يُختبر كل خط تحت الضغط أربعًا وعشرين ساعة قبل التبليط.',
      },
      {
        title: 'Ceramic flooring',
        description: 'First-grade Egyptian ceramic tiles laid on a sand and cement bed. Skirting in the same tile runs along every wall.',
        titleAr: 'أرضيات السيراميك',
        descriptionAr: 'سيراميك مصري فرز أول يُركّب على فرشة رمل وأسمنت. وزرة من نفس البلاط على امتداد كل الحوائط.',
      },
      {
        title: 'Painting',
        description: 'Two coats of putty, sanding and two coats of plastic paint in one colour of your choice. Ceilings are painted in white.',
        titleAr: 'الدهانات',
        descriptionAr: 'وجهان معجون وصنفرة ثم وجهان دهان بلاستيك بلون واحد من اختيارك. الأسقف تُدهن باللون الأبيض.',
      },
    ],
  },
  {
    title: 'Super Lux Apartment Finishing',
    titleAr: 'تشطيب شقة سوبر لوكس',
    descriptionAr: 'الباقة الأكثر طلبًا: تشطيب كامل وعصري بأرضيات بورسلين وأسقف جبس بورد وإضاءة مخفية. السعر للمتر المربع شامل الخامات والمصنعية.',
    category: 'Apartment Finishing',
    price: 5400,
    description:
      'Our most requested package: a complete, modern finish with porcelain floors, gypsum board ceilings and hidden lighting. Price per square metre, including materials and labour.',
    tags: 'apartment, super lux, modern, popular',
    view: 968,
    scene: 'living',
    palette: 0,
    components: [
      {
        title: 'Design and 3D visualisation',
        description:
          'An interior designer visits the apartment and proposes a layout and a material board. You approve 3D images of the living room and the master bedroom before work starts.',
        titleAr: 'التصميم والتصور ثلاثي الأبعاد',
        descriptionAr: 'يزور مصمم داخلي الشقة ويقترح توزيعًا ولوحة خامات. توافق على صور ثلاثية الأبعاد للمعيشة وغرفة النوم الرئيسية قبل بدء العمل.',
      },
      {
        title: 'Gypsum board ceilings',
        description:
          'Suspended gypsum board ceilings in the reception and corridors with cove lighting. Recessed spotlights are placed according to the lighting plan.',
        titleAr: 'أسقف الجبس بورد',
        descriptionAr: 'أسقف معلقة من الجبس بورد في الاستقبال والممرات مع إضاءة مخفية. تُوزَّع السبوتات الغاطسة حسب مخطط الإضاءة.',
      },
      {
        title: 'Porcelain flooring',
        description:
          'Large-format porcelain tiles of sixty by one hundred and twenty centimetres in the reception. Levelled with a tile levelling system for tight, even joints.',
        titleAr: 'أرضيات البورسلين',
        descriptionAr: 'بورسلين مقاس ستين في مئة وعشرين سنتيمترًا في الاستقبال. يُضبط المستوى بنظام تسوية البلاط لفواصل دقيقة ومستوية.',
      },
      {
        title: 'Electrical and low-current works',
        description: 'Full rewiring with imported sockets and switches. Network, satellite and intercom points are included in every room.',
        titleAr: 'الكهرباء والتيار الخفيف',
        descriptionAr: 'إعادة تمديد كاملة بمفاتيح وبرايز مستوردة. نقاط الشبكة والدش والإنتركم في كل غرفة.',
      },
      {
        title: 'Doors and aluminium windows',
        description: 'Solid wood interior doors with concealed hinges. Aluminium windows with double glazing keep the heat and the street noise out.',
        titleAr: 'الأبواب وشبابيك الألوميتال',
        descriptionAr: 'أبواب داخلية من الخشب المصمت بمفصلات مخفية. شبابيك ألوميتال بزجاج مزدوج تمنع الحرارة وضوضاء الشارع.',
      },
      {
        title: 'Painting',
        description: 'Three coats of putty and two coats of washable matt paint. One feature wall per room in a colour or texture of your choice.',
        titleAr: 'الدهانات',
        descriptionAr: 'ثلاثة أوجه معجون ووجهان دهان مطفي قابل للغسيل. حائط مميز في كل غرفة بلون أو ملمس من اختيارك.',
      },
    ],
  },
  {
    title: 'Ultra Super Lux Apartment Finishing',
    titleAr: 'تشطيب شقة ألترا سوبر لوكس',
    descriptionAr: 'تشطيب فاخر بالرخام وأنظمة المنزل الذكي مع مهندس موقع مخصص لشقتك. السعر للمتر المربع شامل الخامات المستوردة والمصنعية.',
    category: 'Apartment Finishing',
    price: 7900,
    description:
      'A premium finish with marble, smart home controls and a dedicated site engineer. Price per square metre, including imported materials and labour.',
    tags: 'apartment, ultra super lux, premium, smart home',
    view: 655,
    scene: 'bedroom',
    palette: 4,
    components: [
      {
        title: 'Marble and premium flooring',
        description:
          'Imported marble in the entrance and reception, polished on site. Engineered oak parquet in the bedrooms gives a warm, quiet floor.',
        titleAr: 'الرخام والأرضيات الفاخرة',
        descriptionAr: 'رخام مستورد في المدخل والاستقبال يُجلى في الموقع. باركيه بلوط هندسي في غرف النوم يمنح أرضية دافئة وهادئة.',
      },
      {
        title: 'Smart home system',
        description:
          'Lighting scenes, curtain motors and air conditioning controlled from wall panels and your phone. Our technician sets up every scene with you at handover.',
        titleAr: 'نظام المنزل الذكي',
        descriptionAr: 'التحكم في مشاهد الإضاءة وموتورات الستائر والتكييف من لوحات الحائط ومن هاتفك. يضبط الفني كل مشهد معك عند التسليم.',
      },
      {
        title: 'Central air conditioning preparation',
        description:
          'Copper piping, drainage and ducts are installed before the ceilings are closed. Access panels are hidden in the gypsum board design.',
        titleAr: 'تجهيز التكييف المركزي',
        descriptionAr: 'تُركّب المواسير النحاسية والصرف ومجاري الهواء قبل إغلاق الأسقف. فتحات الصيانة مخفية داخل تصميم الجبس بورد.',
      },
      {
        title: 'Built-in wardrobes',
        description:
          'Floor-to-ceiling wardrobes with soft-close hinges and internal lighting. The layout of drawers and hanging space is designed with you.',
        titleAr: 'دواليب حائط',
        descriptionAr: 'دواليب من الأرض حتى السقف بمفصلات هادئة الغلق وإضاءة داخلية. يُصمَّم توزيع الأدراج ومساحات التعليق معك.',
      },
    ],
  },
  {
    title: 'Villa Shell and Core Completion',
    titleAr: 'استكمال فيلا نصف تشطيب',
    descriptionAr: 'للفيلات التي يسلمها المطور على الطوب الأحمر: كل ما يلزم لتجهيز البيت للتصميم الداخلي. السعر للمتر المربع من المساحة المبنية.',
    category: 'Villa Finishing',
    price: 6500,
    description:
      'For villas delivered as core and shell by the developer: everything needed to make the house ready for interior design. Price per square metre of the built-up area.',
    tags: 'villa, core and shell, new cairo, sheikh zayed',
    view: 287,
    scene: 'villa',
    palette: 0,
    components: [
      {
        title: 'Facade finishing',
        description:
          'Stone cladding or decorative plaster according to the compound guidelines. We submit the facade drawings to the developer for approval.',
        titleAr: 'تشطيب الواجهات',
        descriptionAr: 'تكسيات حجر أو بياض ديكوري حسب اشتراطات الكمبوند. نقدّم رسومات الواجهة للمطور لاعتمادها.',
      },
      {
        title: 'Insulation and waterproofing',
        description:
          'Thermal insulation and bituminous waterproofing on the roof and terraces. A flood test of forty-eight hours proves every terrace before tiling.',
        titleAr: 'العزل الحراري والمائي',
        descriptionAr: 'عزل حراري وعزل مائي بالبيتومين للسطح والتراسات. اختبار غمر لمدة ثمانٍ وأربعين ساعة يثبت سلامة كل تراس قبل التبليط.',
      },
      {
        title: 'Mechanical and electrical works',
        description:
          'Main electrical panel, earthing and lightning protection for the whole villa. Water tanks, pumps and the solar water heater connection are included.',
        titleAr: 'الأعمال الكهروميكانيكية',
        descriptionAr:
          'اللوحة الكهربائية الرئيسية والتأريض والحماية من الصواعق للفيلا كلها. تشمل الباقة خزانات المياه والطلمبات وتوصيل السخان الشمسي.',
      },
    ],
  },
  {
    title: 'Luxury Villa Finishing',
    titleAr: 'تشطيب فيلا فاخر',
    descriptionAr:
      'تشطيب داخلي فاخر متكامل للفيلات والتوين هاوس، من سلم الرخام حتى آخر وحدة إضاءة. السعر للمتر المربع شامل الخامات والمصنعية والإشراف.',
    category: 'Villa Finishing',
    price: 11500,
    description:
      'A complete luxury interior for villas and twin houses, from the marble staircase to the last light fitting. Price per square metre, including materials, labour and supervision.',
    tags: 'villa, luxury, marble, interior design',
    view: 534,
    scene: 'living',
    palette: 4,
    components: [
      {
        title: 'Interior design',
        description: 'Full interior design with 3D images of every room and detailed shop drawings. Materials are chosen with you in our showroom.',
        titleAr: 'التصميم الداخلي',
        descriptionAr: 'تصميم داخلي كامل بصور ثلاثية الأبعاد لكل غرفة ورسومات تنفيذية مفصلة. تُختار الخامات معك في معرضنا.',
      },
      {
        title: 'Marble staircase',
        description: 'Marble treads and risers with a glass balustrade and a wooden handrail. LED strips under each step light the way at night.',
        titleAr: 'سلم الرخام',
        descriptionAr: 'درجات وقوائم من الرخام مع درابزين زجاجي وكوبستة خشبية. شرائط إضاءة تحت كل درجة تنير الطريق ليلًا.',
      },
      {
        title: 'Lighting design',
        description:
          'A lighting plan with cove lights, spotlights and decorative pendants for every space. Dimmers and scenes are set for day and evening use.',
        titleAr: 'تصميم الإضاءة',
        descriptionAr: 'مخطط إضاءة بإضاءة مخفية وسبوتات ونجف ديكوري لكل مساحة. تُضبط وحدات التعتيم والمشاهد للنهار والمساء.',
      },
      {
        title: 'Wall cladding',
        description:
          'Wood and marble cladding on feature walls in the reception and the master suite. Every panel is measured on site and made in our workshop.',
        titleAr: 'تكسيات الحوائط',
        descriptionAr: 'تكسيات من الخشب والرخام على الحوائط المميزة في الاستقبال والجناح الرئيسي. تُقاس كل لوحة في الموقع وتُصنع في ورشتنا.',
      },
      {
        title: 'Site supervision',
        description:
          'A dedicated engineer visits daily and sends you a weekly progress report with photos. Quality checks are signed off at every stage.',
        titleAr: 'الإشراف على الموقع',
        descriptionAr: 'مهندس مخصص يزور الموقع يوميًا ويرسل إليك تقريرًا أسبوعيًا بالصور. تُعتمد فحوص الجودة في كل مرحلة.',
      },
    ],
  },
  {
    title: 'Villa Garden and Roof Terrace',
    titleAr: 'حديقة الفيلا وتراس الروف',
    descriptionAr: 'حوّل الحديقة والروف إلى أماكن للمعيشة في الهواء الطلق: أرضيات وإضاءة وبرجولات وزراعة. السعر للمتر المربع من المساحة الخارجية.',
    category: 'Villa Finishing',
    price: 4200,
    description:
      'Turn the garden and roof into places to live outdoors: paving, lighting, pergolas and planting. Price per square metre of the outdoor area.',
    tags: 'villa, landscape, garden, roof, pergola',
    view: 198,
    scene: 'villa',
    palette: 2,
    components: [
      {
        title: 'Hardscape and paving',
        description: 'Natural stone or interlock paving for paths and seating areas. Drainage slopes are set so water never stands after rain.',
        titleAr: 'الأرضيات الخارجية والممرات',
        descriptionAr: 'حجر طبيعي أو إنترلوك للممرات وأماكن الجلوس. تُضبط ميول الصرف فلا تتجمع المياه بعد المطر أبدًا.',
      },
      {
        title: 'Pergola and shading',
        description:
          'Wooden or aluminium pergolas with optional retractable fabric. The structure is anchored for the strong winds of the North Coast.',
        titleAr: 'البرجولات والتظليل',
        descriptionAr: 'برجولات من الخشب أو الألومنيوم مع قماش قابل للطي عند الطلب. يُثبّت الهيكل ليتحمل رياح الساحل الشمالي القوية.',
      },
      {
        title: 'Irrigation and planting',
        description:
          'Automatic drip irrigation on a timer with a filter and pressure regulator. Grass, shrubs and palms suited to the Egyptian climate.',
        titleAr: 'الري والزراعة',
        descriptionAr: 'ري بالتنقيط آلي بمؤقت مع فلتر ومنظم ضغط. نجيل وشجيرات ونخيل تناسب المناخ المصري.',
      },
      {
        title: 'Outdoor lighting',
        description:
          'Waterproof garden lights, uplights for trees and step lights on stairs. All circuits are protected by a residual current breaker.',
        titleAr: 'الإضاءة الخارجية',
        descriptionAr: 'كشافات حديقة مقاومة للمياه وإضاءة أرضية للأشجار وإضاءة للدرج. كل الدوائر محمية بقاطع للتيار المتسرب.',
      },
    ],
  },
  {
    title: 'Office Fit-out',
    titleAr: 'تجهيز مكاتب إدارية',
    descriptionAr: 'مكاتب إدارية مجهزة لفرق عمل منتجة: مساحات عمل مفتوحة وغرف اجتماعات واستقبال يترك انطباعًا جيدًا. السعر للمتر المربع.',
    category: 'Commercial Fit-out',
    price: 6800,
    description:
      'Administrative offices fitted out for productive teams: open workspaces, meeting rooms and a reception that makes an impression. Price per square metre.',
    tags: 'office, administrative, commercial, open space',
    view: 341,
    scene: 'office',
    palette: 1,
    components: [
      {
        title: 'Space planning',
        description:
          'A layout for workstations, meeting rooms and quiet areas based on your team size. We plan for growth so you do not need to move walls next year.',
        titleAr: 'تخطيط المساحات',
        descriptionAr: 'توزيع لأماكن العمل وغرف الاجتماعات والمناطق الهادئة حسب حجم فريقك. نخطط للتوسع فلا تحتاج إلى نقل الحوائط العام القادم.',
      },
      {
        title: 'Glass partitions',
        description: 'Frameless glass partitions with acoustic seals for meeting rooms. Frosted film with your logo adds privacy.',
        titleAr: 'القواطع الزجاجية',
        descriptionAr: 'قواطع زجاجية بدون إطار مع عوازل صوت لغرف الاجتماعات. ملصق مصنفر بشعارك يضيف الخصوصية.',
      },
      {
        title: 'Raised floor and cabling',
        description: 'Structured data cabling to every desk with a labelled patch panel. Floor boxes keep cables out of sight and out of the way.',
        titleAr: 'الأرضيات المرفوعة والكابلات',
        descriptionAr: 'كابلات بيانات منظمة لكل مكتب مع لوحة توصيل مرقمة. صناديق أرضية تُبقي الكابلات بعيدة عن النظر وعن الطريق.',
      },
      {
        title: 'Acoustic ceilings and lighting',
        description: 'Mineral fibre ceiling tiles that absorb noise in open areas. Flicker-free LED panels give even light for screen work.',
        titleAr: 'الأسقف العازلة للصوت والإضاءة',
        descriptionAr: 'بلاطات سقف من الألياف المعدنية تمتص الضوضاء في المساحات المفتوحة. لوحات إضاءة بلا وميض تعطي ضوءًا متساويًا للعمل على الشاشات.',
      },
    ],
  },
  {
    title: 'Clinic and Pharmacy Fit-out',
    titleAr: 'تجهيز العيادات والصيدليات',
    descriptionAr: 'عيادات وصيدليات مطابقة لاشتراطات وزارة الصحة، بأسطح صحية سهلة التعقيم وصالة انتظار هادئة. السعر للمتر المربع.',
    category: 'Commercial Fit-out',
    price: 8200,
    description:
      'Clinics and pharmacies built to meet Ministry of Health requirements, with hygienic surfaces and a calm waiting area. Price per square metre.',
    tags: 'clinic, pharmacy, medical, commercial',
    view: 226,
    scene: 'clinic',
    palette: 5,
    components: [
      {
        title: 'Licensing-ready layout',
        description:
          'A layout that follows the licensing requirements for room sizes, sinks and ventilation. We prepare the drawings your licence application needs.',
        titleAr: 'تصميم جاهز للترخيص',
        descriptionAr: 'توزيع يلتزم باشتراطات الترخيص في مساحات الغرف والأحواض والتهوية. نجهز الرسومات التي يحتاجها طلب الترخيص.',
      },
      {
        title: 'Hygienic finishes',
        description:
          'Antibacterial vinyl flooring with coved skirting and washable wall paint. Every surface can be cleaned with hospital disinfectants.',
        titleAr: 'تشطيبات صحية',
        descriptionAr: 'أرضيات فينيل مضادة للبكتيريا بوزرة منحنية ودهانات حوائط قابلة للغسيل. يمكن تنظيف كل سطح بمطهرات المستشفيات.',
      },
      {
        title: 'Reception and waiting area',
        description: 'A custom reception counter with storage and a comfortable waiting area. Soft lighting and acoustic panels keep the room calm.',
        titleAr: 'الاستقبال وصالة الانتظار',
        descriptionAr: 'كاونتر استقبال مصمم خصيصًا بمساحات تخزين وصالة انتظار مريحة. إضاءة هادئة ولوحات عازلة للصوت تحفظ هدوء المكان.',
      },
      {
        title: 'Pharmacy shelving',
        description:
          'Modular shelving with lit product displays and a secure storage room. A cold storage point is prepared for medicines that need it.',
        titleAr: 'أرفف الصيدلية',
        descriptionAr: 'أرفف معيارية بعرض مضاء للمنتجات وغرفة تخزين مؤمنة. تُجهَّز نقطة تبريد للأدوية التي تحتاجها.',
      },
    ],
  },
  {
    title: 'Retail Shop and Café Fit-out',
    titleAr: 'تجهيز المحلات والكافيهات',
    descriptionAr: 'محلات ومطاعم وكافيهات مصممة لتجذب الزبائن وتسهّل حركتهم داخل المكان. السعر للمتر المربع، مع تنفيذ على مراحل لتفتح في أقرب وقت.',
    category: 'Commercial Fit-out',
    price: 7400,
    description:
      'Shops, restaurants and cafés designed to draw customers in and move them through. Price per square metre, with phased work so you open as early as possible.',
    tags: 'shop, cafe, restaurant, retail, commercial',
    view: 379,
    scene: 'shop',
    palette: 3,
    components: [
      {
        title: 'Shopfront',
        description: 'An aluminium and glass shopfront with signage lighting. We handle the landlord approvals for the facade.',
        titleAr: 'واجهة المحل',
        descriptionAr: 'واجهة من الألومنيوم والزجاج مع إضاءة للافتة. نتولى موافقات المالك على الواجهة.',
      },
      {
        title: 'Counters and display',
        description: 'Service counters, display shelves and menu boards made in our workshop. Finishes match your brand colours.',
        titleAr: 'الكاونترات ووحدات العرض',
        descriptionAr: 'كاونترات خدمة وأرفف عرض ولوحات قوائم تُصنع في ورشتنا. التشطيبات بألوان علامتك التجارية.',
      },
      {
        title: 'Kitchen and bar services',
        description:
          'Drainage with grease traps, gas points and extraction ducting for the kitchen. Electrical capacity is planned for every appliance.',
        titleAr: 'تجهيزات المطبخ والبار',
        descriptionAr: 'صرف بمصائد دهون ونقاط غاز ومجاري شفط للمطبخ. تُخطط القدرة الكهربائية لكل جهاز.',
      },
      {
        title: 'Fire safety',
        description:
          'Fire alarm, emergency lighting and extinguishers installed to civil defence requirements. We hand over the certificates for your licence file.',
        titleAr: 'الحماية من الحريق',
        descriptionAr: 'إنذار حريق وإضاءة طوارئ وطفايات تُركّب حسب اشتراطات الدفاع المدني. نسلّمك الشهادات لملف الترخيص.',
      },
    ],
  },
  {
    title: 'Classic HPL Kitchen',
    titleAr: 'مطبخ HPL كلاسيك',
    descriptionAr: 'مطبخ متين وسهل التنظيف بضلف HPL وسطح جرانيت. السعر للمتر الطولي من الدواليب شامل التركيب.',
    category: 'Kitchens',
    price: 9500,
    description:
      'A durable, easy-care kitchen with HPL cabinet fronts and a granite worktop. Price per linear metre of cabinets, including installation.',
    tags: 'kitchen, hpl, granite, cabinets',
    view: 503,
    scene: 'kitchen',
    palette: 0,
    components: [
      {
        title: 'Measurement and design',
        description:
          'Our designer measures the kitchen and draws the layout with you. You see the cabinet fronts and worktop samples before we cut anything.',
        titleAr: 'المقاسات والتصميم',
        descriptionAr: 'يأخذ مصممنا مقاسات المطبخ ويرسم التوزيع معك. ترى عينات الضلف وسطح العمل قبل أن نقطع أي شيء.',
      },
      {
        title: 'Cabinets',
        description:
          'Moisture-resistant boards with HPL fronts and edge banding on every side. Hinges and drawer runners carry a five year guarantee.',
        titleAr: 'الدواليب',
        descriptionAr: 'ألواح مقاومة للرطوبة بضلف عالية الضغط وشريط حواف على كل الجوانب. المفصلات ومجاري الأدراج بضمان خمس سنوات.',
      },
      {
        title: 'Granite worktop',
        description: 'Egyptian granite worktop cut on site around the sink and hob. Edges are polished and sealed against stains.',
        titleAr: 'سطح جرانيت',
        descriptionAr: 'سطح عمل من الجرانيت المصري يُقص في الموقع حول الحوض والبوتاجاز. تُجلى الحواف وتُعزل ضد البقع.',
      },
    ],
  },
  {
    title: 'Modern Lacquer Kitchen with Quartz Worktop',
    titleAr: 'مطبخ لاكيه مودرن بسطح كوارتز',
    descriptionAr: 'مطبخ لاكيه بدون مقابض بسطح كوارتز وجزيرة وأجهزة بيلت إن. السعر للمتر الطولي من الدواليب شامل التركيب.',
    category: 'Kitchens',
    price: 16500,
    description:
      'A handle-less lacquer kitchen with a quartz worktop, an island and built-in appliances. Price per linear metre of cabinets, including installation.',
    tags: 'kitchen, lacquer, quartz, island, modern',
    view: 721,
    scene: 'kitchen',
    palette: 2,
    components: [
      {
        title: 'Kitchen island',
        description:
          'A central island with storage, seating for three and pendant lighting above. Power sockets are built into the island for small appliances.',
        titleAr: 'جزيرة المطبخ',
        descriptionAr: 'جزيرة في المنتصف بمساحات تخزين وجلسة لثلاثة أشخاص وإضاءة معلقة فوقها. برايز كهرباء مدمجة في الجزيرة للأجهزة الصغيرة.',
      },
      {
        title: 'Lacquer cabinet fronts',
        description:
          'High-gloss or matt lacquer fronts with push-to-open or integrated handles. Soft-close drawers and tall larder units make the most of the space.',
        titleAr: 'ضلف اللاكيه',
        descriptionAr: 'ضلف لاكيه لامعة أو مطفية بفتح بالضغط أو بمقابض مدمجة. أدراج هادئة الغلق ووحدات تخزين طويلة تستغل المساحة كلها.',
      },
      {
        title: 'Quartz worktop and backsplash',
        description: 'Quartz worktop with an undermount sink and a matching backsplash. Quartz does not stain and needs no sealing.',
        titleAr: 'سطح كوارتز وحائط خلفي',
        descriptionAr: 'سطح عمل من الكوارتز بحوض مركب من أسفل وحائط خلفي مطابق. الكوارتز لا يتبقع ولا يحتاج إلى عزل.',
      },
      {
        title: 'Built-in appliances',
        description: 'Oven, hob, hood and dishwasher integrated into the cabinets. We connect and test every appliance before handover.',
        titleAr: 'الأجهزة المدمجة',
        descriptionAr: 'فرن وسطح طهي وشفاط وغسالة أطباق مدمجة في الدواليب. نوصّل كل جهاز ونختبره قبل التسليم.',
      },
      {
        title: 'Under-cabinet lighting',
        description: 'LED strips under the wall cabinets light the worktop without shadows. They switch on with a sensor when you move your hand.',
        titleAr: 'إضاءة أسفل الدواليب',
        descriptionAr: 'شرائط إضاءة أسفل الدواليب العلوية تنير سطح العمل بلا ظلال. تعمل بحساس عند تحريك يدك.',
      },
    ],
  },
  {
    title: 'Bathroom Renovation Essentials',
    titleAr: 'تجديد الحمام الأساسي',
    descriptionAr: 'تجديد كامل لحمام عادي في حوالي أسبوعين. السعر للحمام حتى خمسة أمتار مربعة شامل الخامات والمصنعية.',
    category: 'Bathrooms',
    price: 38000,
    description:
      'A complete renovation of a standard bathroom in about two weeks. Price per bathroom of up to five square metres, including materials and labour.',
    tags: 'bathroom, renovation, waterproofing, tiles',
    view: 466,
    scene: 'bathroom',
    palette: 2,
    components: [
      {
        title: 'Removal and waterproofing',
        description:
          'Old tiles and fixtures are removed and the rubble taken away. The floor and shower walls get a cementitious waterproofing membrane.',
        titleAr: 'الإزالة والعزل المائي',
        descriptionAr: 'يُزال البلاط والأدوات القديمة وتُنقل المخلفات. تحصل الأرضية وحوائط الدش على طبقة عزل مائي أسمنتية.',
      },
      {
        title: 'New pipes',
        description: 'New PPR supply pipes and PVC drainage replace the old network. Everything is pressure tested before it is covered.',
        titleAr: 'مواسير جديدة',
        descriptionAr: 'مواسير تغذية بولي بروبلين وصرف بلاستيك جديدة بدل الشبكة القديمة. يُختبر كل شيء تحت الضغط قبل تغطيته.',
      },
      {
        title: 'Tiling',
        description: 'Ceramic or porcelain tiles on the floor and walls up to the ceiling. Epoxy grout in the shower area resists mould.',
        titleAr: 'التبليط',
        descriptionAr: 'سيراميك أو بورسلين على الأرضية والحوائط حتى السقف. ترويبة إيبوكسي في منطقة الدش تقاوم العفن.',
      },
      {
        title: 'Sanitary ware',
        description: 'Toilet, washbasin with cabinet, shower mixer and accessories from a trusted local brand. Installed, sealed and tested.',
        titleAr: 'الأدوات الصحية',
        descriptionAr: 'مرحاض وحوض بوحدة تخزين وخلاط دش وإكسسوارات من ماركة محلية موثوقة. تُركّب وتُعزل وتُختبر.',
      },
    ],
  },
  {
    title: 'Premium Bathroom with Walk-in Shower',
    titleAr: 'حمام فاخر بشاور مفتوح',
    descriptionAr: 'حمام على طراز الفنادق بشاور مفتوح وتواليت معلق ووحدة حوض معلقة. السعر للحمام حتى سبعة أمتار مربعة.',
    category: 'Bathrooms',
    price: 72000,
    description:
      'A hotel-style bathroom with a walk-in shower, a wall-hung toilet and a floating vanity. Price per bathroom of up to seven square metres.',
    tags: 'bathroom, premium, walk-in shower, wall-hung',
    view: 588,
    scene: 'bathroom',
    palette: 5,
    components: [
      {
        title: 'Walk-in shower',
        description:
          'A level-access shower with a linear drain and a frameless glass screen. A concealed mixer with a rain shower head and a hand shower.',
        titleAr: 'دش أرضي',
        descriptionAr: 'دش على مستوى الأرضية بصفاية طولية وفاصل زجاجي بدون إطار. خلاط مدفون مع دش مطري ودش يدوي.',
      },
      {
        title: 'Wall-hung toilet',
        description: 'A concealed cistern frame with a wall-hung toilet and a soft-close seat. The floor underneath stays free and easy to clean.',
        titleAr: 'مرحاض معلق',
        descriptionAr: 'إطار صندوق طرد مدفون مع مرحاض معلق وغطاء هادئ الغلق. تبقى الأرضية أسفله خالية وسهلة التنظيف.',
      },
      {
        title: 'Floating vanity and mirror',
        description: 'A floating vanity unit with drawers and a stone countertop. The mirror has a built-in LED light and an anti-fog pad.',
        titleAr: 'وحدة حوض معلقة ومرآة',
        descriptionAr: 'وحدة حوض معلقة بأدراج وسطح من الحجر. المرآة بإضاءة مدمجة ووسادة ضد البخار.',
      },
      {
        title: 'Large-format tiles',
        description: 'Large porcelain slabs with very few joints for a seamless look. Niches in the shower wall hold your bottles.',
        titleAr: 'بلاطات كبيرة المقاس',
        descriptionAr: 'ألواح بورسلين كبيرة بفواصل قليلة جدًا لمظهر متصل. تجاويف في حائط الدش لحفظ زجاجاتك.',
      },
      {
        title: 'Ventilation',
        description: 'A silent extractor fan ducted to the outside keeps the room dry. It runs on after the light is switched off.',
        titleAr: 'التهوية',
        descriptionAr: 'شفاط هادئ بمجرى إلى الخارج يحفظ جفاف المكان. يستمر في العمل بعد إطفاء النور.',
      },
    ],
  },
  {
    title: 'Interior Painting Refresh',
    titleAr: 'تجديد الدهانات الداخلية',
    descriptionAr: 'دهانات جديدة لبيت مسكون بأقل قدر من الإزعاج. السعر للمتر المربع من مساحة الحوائط والأسقف شامل الخامات.',
    category: 'Painting & Decoration',
    price: 180,
    description: 'New paint for a lived-in home with the least disruption. Price per square metre of wall and ceiling area, including materials.',
    tags: 'painting, refresh, walls, ceilings',
    view: 352,
    scene: 'painting',
    palette: 3,
    components: [
      {
        title: 'Protection and preparation',
        description: 'Floors and furniture are covered and sockets masked. Cracks are filled and walls sanded smooth.',
        titleAr: 'الحماية والتجهيز',
        descriptionAr: 'تُغطى الأرضيات والأثاث وتُحمى البرايز. تُملأ الشروخ وتُصنفر الحوائط حتى تصبح ناعمة.',
      },
      {
        title: 'Putty and primer',
        description: 'A coat of putty where the wall needs it and a full coat of primer. The primer seals the surface so the colour looks even.',
        titleAr: 'المعجون والأساس',
        descriptionAr: 'وجه معجون حيث يحتاج الحائط ووجه أساس كامل. يعزل الأساس السطح فيبدو اللون متساويًا.',
      },
      {
        title: 'Two finishing coats',
        description: 'Two coats of washable paint in the colours you choose from our fan deck. We clean up completely at the end of every day.',
        titleAr: 'وجهان من الدهان النهائي',
        descriptionAr: 'وجهان من دهان قابل للغسيل بالألوان التي تختارها من كتالوج ألواننا. ننظف المكان تمامًا في نهاية كل يوم.',
      },
    ],
  },
  {
    title: 'Decorative Gypsum and Lighting',
    titleAr: 'جبس بورد ديكوري وإضاءة',
    descriptionAr: 'أسقف جبس بورد ونيشات في الحوائط وإضاءة مخفية تعطي الغرفة عمقًا وجوًا دافئًا. السعر للمتر المربع من السقف.',
    category: 'Painting & Decoration',
    price: 950,
    description: 'Gypsum board ceilings, wall niches and hidden lighting that give a room depth and atmosphere. Price per square metre of ceiling.',
    tags: 'gypsum board, ceilings, lighting, decoration',
    view: 417,
    scene: 'living',
    palette: 5,
    components: [
      {
        title: 'Ceiling design',
        description: 'A ceiling design drawn to your room with coves and drops. We show it to you in 3D before building.',
        titleAr: 'تصميم الأسقف',
        descriptionAr: 'تصميم سقف مرسوم لغرفتك بتجاويف ومستويات. نعرضه عليك ثلاثي الأبعاد قبل التنفيذ.',
      },
      {
        title: 'Gypsum board installation',
        description: 'Galvanised steel frames with moisture-resistant boards in wet areas. Joints are taped and finished so they never crack.',
        titleAr: 'تركيب الجبس بورد',
        descriptionAr: 'قطاعات من الصلب المجلفن وألواح مقاومة للرطوبة في الأماكن المبتلة. تُعالج الفواصل بالشريط والمعجون فلا تتشقق أبدًا.',
      },
      {
        title: 'Hidden lighting',
        description: 'Warm LED strips in the coves and spotlights where you need light. Drivers are placed where they can be reached for service.',
        titleAr: 'الإضاءة المخفية',
        descriptionAr: 'شرائط إضاءة دافئة في التجاويف وسبوتات حيث تحتاج الضوء. توضع المحولات حيث يمكن الوصول إليها للصيانة.',
      },
    ],
  },
  {
    title: 'Wallpaper and Feature Walls',
    titleAr: 'ورق حائط وحوائط مميزة',
    descriptionAr: 'ورق حائط وبانوهات وتشطيبات بملمس خاص تجعل حائطًا واحدًا محور الغرفة. السعر للمتر المربع من الحائط.',
    category: 'Painting & Decoration',
    price: 650,
    description: 'Wallpaper, wall panels and textured finishes that make one wall the focus of the room. Price per square metre of wall.',
    tags: 'wallpaper, feature wall, wall panels, texture',
    view: 264,
    scene: 'painting',
    palette: 4,
    components: [
      {
        title: 'Wallpaper',
        description: 'Imported vinyl wallpaper that can be wiped clean. The wall is primed first so the paper can be removed later without damage.',
        titleAr: 'ورق الحائط',
        descriptionAr: 'ورق حائط فينيل مستورد يُمسح بسهولة. يُجهّز الحائط بالأساس أولًا فيمكن نزع الورق لاحقًا دون ضرر.',
      },
      {
        title: 'Wall panels',
        description: 'Wooden slat panels or fluted panels fixed on a hidden frame. Ideal behind a television or a bed.',
        titleAr: 'ألواح الحوائط',
        descriptionAr: 'ألواح شرائح خشبية أو ألواح مضلعة مثبتة على إطار مخفي. مثالية خلف التلفزيون أو السرير.',
      },
      {
        title: 'Textured finishes',
        description: 'Microcement, lime plaster or concrete-look finishes applied by hand. Each wall is unique and sealed for easy cleaning.',
        titleAr: 'التشطيبات ذات الملمس',
        descriptionAr: 'ميكروسيمنت أو بياض جيري أو تشطيبات بمظهر الخرسانة تُنفّذ يدويًا. كل حائط فريد ومعزول لسهولة التنظيف.',
      },
    ],
  },
];

export const demoWorks: DemoWork[] = [
  {
    title: 'Modern Family Apartment in New Cairo',
    titleAr: 'شقة عائلية مودرن في القاهرة الجديدة',
    descriptionAr:
      'شقة مساحتها 180 مترًا مربعًا في التجمع الخامس، شُطبت بألوان محايدة دافئة لأسرة من خمسة أفراد. فتحنا المطبخ على الريسبشن وأضفنا سقف جبس بورد بإضاءة مخفية وركبنا بورسلين مقاسات كبيرة في كل الشقة. استغرق العمل أربعة عشر أسبوعًا من الطوب الأحمر حتى التسليم.',
    description:
      'A 180 square metre apartment in the Fifth Settlement finished in warm neutrals for a family of five. We opened the kitchen to the reception, added a gypsum board ceiling with cove lighting and laid large porcelain tiles throughout. The work took fourteen weeks from bare concrete to handover.',
    tags: 'apartment, new cairo, super lux',
    palette: 0,
    scenes: ['living', 'kitchen', 'bedroom', 'bathroom', 'living'],
  },
  {
    title: 'Villa in Sheikh Zayed',
    titleAr: 'فيلا في الشيخ زايد',
    descriptionAr:
      'توين هاوس استكملناه من الطوب الأحمر حتى تشطيب داخلي فاخر كامل. كسونا الواجهة بالحجر وشطبنا السلم بالرخام مع درابزين زجاج، وحولنا الحديقة إلى صالة معيشة مفتوحة بجوار حمام السباحة.',
    description:
      'A twin house completed from core and shell to a full luxury interior. The facade was clad in stone, the staircase finished in marble with a glass balustrade, and the garden turned into an outdoor living room with a pool deck.',
    tags: 'villa, sheikh zayed, luxury',
    palette: 2,
    scenes: ['villa', 'living', 'kitchen', 'bathroom', 'bedroom'],
  },
  {
    title: 'Dental Clinic in Heliopolis',
    titleAr: 'عيادة أسنان في مصر الجديدة',
    descriptionAr:
      'عيادة أسنان بأربعة كراسي جُهزت وفق اشتراطات وزارة الصحة. أرضيات فينيل صحية واستقبال مضيء وغرفة تعقيم سُلمت في سبعة أسابيع جاهزة للترخيص.',
    description:
      'A four-chair dental clinic fitted out to Ministry of Health requirements. Hygienic vinyl floors, a bright reception and a sterilisation room were delivered in seven weeks, ready for licensing.',
    tags: 'clinic, heliopolis, commercial',
    palette: 5,
    scenes: ['clinic', 'clinic', 'office', 'bathroom', 'clinic'],
  },
  {
    title: 'Tech Company Office in Smart Village',
    titleAr: 'مكتب شركة تكنولوجيا في القرية الذكية',
    descriptionAr:
      'مكتب مفتوح لستين موظفًا بغرف اجتماعات زجاجية ومنطقة هادئة ومطبخ للاستراحة. ركبنا شبكات الكابلات والأسقف العازلة للصوت وإضاءة بدون وميض بينما واصل الفريق عمله في الدور الأعلى.',
    description:
      'An open office for sixty people with glass meeting rooms, a quiet area and a break-out kitchen. Structured cabling, acoustic ceilings and flicker-free lighting were installed while the team kept working on the floor above.',
    tags: 'office, smart village, fit-out',
    palette: 1,
    scenes: ['office', 'office', 'kitchen', 'living', 'office'],
  },
  {
    title: 'Speciality Café in Zamalek',
    titleAr: 'كافيه قهوة مختصة في الزمالك',
    descriptionAr:
      'كافيه صغير بكاونتر من خشب البلوط مصنوع خصيصًا ورفوف مفتوحة وإضاءة معلقة فوق البار. تولينا موافقات الواجهة وتجهيزات المطبخ وافتتح المكان أبوابه خلال ستة أسابيع.',
    description:
      'A small café with a custom oak counter, open shelving and pendant lights over the bar. We handled the shopfront approvals and the kitchen services and opened the doors in six weeks.',
    tags: 'cafe, zamalek, retail',
    palette: 3,
    scenes: ['shop', 'shop', 'kitchen', 'painting', 'living'],
  },
  {
    title: 'Penthouse Renovation in Maadi',
    titleAr: 'تجديد بنتهاوس في المعادي',
    descriptionAr:
      'بنتهاوس قديم جددناه بمطبخ جديد وحمامين فاخرين وتراس على الروف ببرجولا. استبدلنا شبكات الكهرباء والسباكة القديمة داخل الحوائط بشبكات جديدة.',
    description:
      'An older penthouse renewed with a new kitchen, two premium bathrooms and a roof terrace with a pergola. New electrical and plumbing networks replaced the originals behind the walls.',
    tags: 'penthouse, maadi, renovation',
    palette: 4,
    scenes: ['living', 'kitchen', 'bathroom', 'villa', 'bedroom'],
  },
  {
    title: 'Pharmacy in Mohandessin',
    titleAr: 'صيدلية في المهندسين',
    descriptionAr: 'صيدلية على ناصية برفوف عرض مضيئة ومخزن مؤمن وواجهة ألوميتال جديدة. نفذنا العمل على مراحل ليلًا حتى لا نزعج المحلات المجاورة.',
    description:
      'A corner pharmacy with lit display shelving, a secure storage room and a new aluminium shopfront. Work was phased at night so the neighbouring shops were never disturbed.',
    tags: 'pharmacy, mohandessin, commercial',
    palette: 2,
    scenes: ['shop', 'clinic', 'shop', 'office', 'painting'],
  },
  {
    title: 'North Coast Chalet',
    titleAr: 'شاليه في الساحل الشمالي',
    descriptionAr:
      'شاليه بإطلالة على البحر شُطب بالأبيض والأزرق الهادئ للمعيشة في الصيف. أرضيات بورسلين تبقى باردة ومطبخ صغير بأسطح كوارتز وتراس مظلل جعلته جاهزًا للموسم.',
    description:
      'A sea-view chalet finished in whites and soft blues for summer living. Porcelain floors that stay cool, a compact kitchen with quartz worktops and a shaded terrace made it ready for the season.',
    tags: 'chalet, north coast, sahel',
    palette: 5,
    scenes: ['villa', 'living', 'bedroom', 'kitchen', 'bathroom'],
  },
];

export const demoCustomerProfile = {
  fullName: 'Mona Hassan',
  phone: '01001234567',
  country: 'Cairo',
  about: 'Architect and mother of two, living in New Cairo.',
  bio: 'Turning a new apartment into a home, one room at a time.',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://twitter.com/',
};

export const demoOrders: DemoOrder[] = [
  {
    governorate: 'Cairo',
    city: 'New Cairo',
    area: 'Fifth Settlement',
    typeunit: 'Apartment',
    requiredworks: 'Execution and Design',
    skills: 'Innovative designs',
    conditionoftheunit: 'Semi-finished',
    space: 165,
    numberroom: 3,
    numberbathroom: 2,
    description: 'We would like an open kitchen and a calm, warm look. Please call after 5 pm.',
    package: 'Super Lux Apartment Finishing',
  },
  {
    governorate: 'Giza',
    city: 'Sheikh Zayed',
    area: 'Beverly Hills',
    typeunit: 'Villa',
    requiredworks: 'Supervision',
    skills: 'Quickexecution',
    conditionoftheunit: 'Unfinished',
    space: 420,
    numberroom: 5,
    numberbathroom: 4,
    description: 'Core and shell villa, we need it finished before next summer.',
    package: 'Luxury Villa Finishing',
  },
];
