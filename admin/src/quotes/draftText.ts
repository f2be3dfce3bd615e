// A draft as the editor's fields hold it (text as typed), from the API's record and back to the body the API reads.
import { egpToPiastres, piastresToEgp } from '@fitout/shared';
import type { QuoteDraftRecord } from '@fitout/shared/contract';

export type LineText = {
  description: string;
  description_ar: string;
  quantity: string;
  unit: string;
  unit_ar: string;
  unit_price: string;
  optional: boolean;
};
export type StepText = { label: string; label_ar: string; percent: string; due: string };
export type DraftText = { lines: LineText[]; discount: string; valid_until: string; terms: string; terms_ar: string; schedule: StepText[] };

export const asText = (draft: QuoteDraftRecord): DraftText => ({
  lines: draft.lines.map((line) => ({
    ...line,
    unit_ar: line.unit_ar ?? '',
    quantity: String(line.quantity),
    unit_price: piastresToEgp(line.unit_price),
  })),
  discount: piastresToEgp(draft.discount),
  valid_until: draft.valid_until,
  terms: draft.terms,
  terms_ar: draft.terms_ar,
  schedule: draft.schedule.map((step) => ({ ...step, percent: String(step.percent) })),
});

/** The body the API reads; an amount that is not one is sent as it was typed, for the server to name its field. */
export const asBody = (text: DraftText) => ({
  lines: text.lines.map((line) => ({
    description: line.description,
    description_ar: line.description_ar,
    quantity: line.quantity.trim() === '' ? line.quantity : Number(line.quantity),
    unit: line.unit,
    unit_ar: line.unit_ar,
    unit_price: egpToPiastres(line.unit_price) ?? line.unit_price,
    optional: line.optional,
  })),
  discount: text.discount.trim() === '' ? 0 : (egpToPiastres(text.discount) ?? text.discount),
  valid_until: text.valid_until,
  terms: text.terms,
  terms_ar: text.terms_ar,
  schedule: text.schedule.map((step) => ({ label: step.label, label_ar: step.label_ar, percent: Number(step.percent), due: step.due })),
});

/** A new line: every field empty (its placeholders say what goes in), nothing prefilled that staff would have to clear. */
export const emptyLine = (): LineText => ({
  description: '',
  description_ar: '',
  quantity: '',
  unit: '',
  unit_ar: '',
  unit_price: '',
  optional: false,
});
export const emptyStep = (): StepText => ({ label: '', label_ar: '', percent: '', due: 'acceptance' });

/** Whether a line or milestone has English the Arabic quote would show untranslated. */
export const lineLacksArabic = (line: LineText) =>
  (!!line.description.trim() && !line.description_ar.trim()) || (!!line.unit.trim() && !line.unit_ar.trim());
export const stepLacksArabic = (step: StepText) => !!step.label.trim() && !step.label_ar.trim();
