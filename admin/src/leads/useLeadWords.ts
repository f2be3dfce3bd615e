import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { type LeadSource, type LeadStage, leadSources, leadStages, type LostReason, lostReasons } from '@fitout/shared';
import { useFormats } from '../i18n/format.ts';

/** The leads' words in the console's language, and their money written as the console writes EGP. */
export function useLeadWords() {
  const translate = useTranslate();
  const { price } = useFormats();
  const w = useCallback((key: string, args?: Record<string, unknown>) => translate(`console.leads.${key}`, args), [translate]);
  const stage = useCallback((value: string) => translate(`console.leads.stages.${value}`, { _: value }), [translate]);
  const source = useCallback((value: string) => translate(`console.leads.sources.${value}`, { _: value }), [translate]);
  const reason = useCallback((value: string) => translate(`console.leads.reasons.${value}`, { _: value }), [translate]);
  /** Whole piastres as EGP; '—' when not known. */
  const money = useCallback(
    (piastres: number | null | undefined) => (piastres === null || piastres === undefined ? '—' : price(piastres / 100)),
    [price],
  );
  return { w, stage, source, reason, money };
}

export const stageChoices = leadStages.map((value: LeadStage) => ({ id: value, name: `console.leads.stages.${value}` }));
export const sourceChoices = leadSources.map((value: LeadSource) => ({ id: value, name: `console.leads.sources.${value}` }));
export const reasonChoices = lostReasons.map((value: LostReason) => ({ id: value, name: `console.leads.reasons.${value}` }));
