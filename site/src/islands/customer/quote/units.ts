// A quote line's unit on an Arabic page (issue 37): staff write units in English ("m²", "job"); the usual ones have
// their Arabic here, and a line that carries its own Arabic unit (unit_ar) keeps it. Null: no Arabic known (the
// page shows the English marked as such).
const arabicUnits: Record<string, string> = {
  'm²': 'م²',
  m2: 'م²',
  sqm: 'م²',
  'sq m': 'م²',
  'square meter': 'م²',
  'square metre': 'م²',
  'm³': 'م³',
  m3: 'م³',
  m: 'م',
  meter: 'م',
  metre: 'م',
  lm: 'م.ط',
  'linear m': 'م.ط',
  'linear meter': 'م.ط',
  job: 'مقطوعية',
  lot: 'مقطوعية',
  'lump sum': 'مقطوعية',
  ls: 'مقطوعية',
  item: 'بند',
  unit: 'وحدة',
  pc: 'قطعة',
  pcs: 'قطعة',
  piece: 'قطعة',
  pieces: 'قطعة',
  set: 'طقم',
  point: 'نقطة',
  points: 'نقطة',
  room: 'غرفة',
  rooms: 'غرفة',
  day: 'يوم',
  days: 'يوم',
  hour: 'ساعة',
  hours: 'ساعة',
  kg: 'كجم',
  ton: 'طن',
  l: 'لتر',
  liter: 'لتر',
  litre: 'لتر',
  door: 'باب',
  window: 'شباك',
};

export function arabicUnit(unit: string, unitAr?: string): string | null {
  if (unitAr?.trim()) return unitAr.trim();
  const key = unit.trim().toLowerCase();
  if (!key) return '';
  if (/[\u0600-\u06FF]/.test(key)) return unit.trim();
  return arabicUnits[key] ?? null;
}
