import { Chip } from '@mui/material';
import type { LeadStage } from '@fitout/shared';
import { useLeadWords } from './useLeadWords.ts';

const colours: Record<LeadStage, 'default' | 'info' | 'primary' | 'secondary' | 'success' | 'error' | 'warning'> = {
  new: 'info',
  contacted: 'default',
  visit_booked: 'secondary',
  quoted: 'primary',
  won: 'success',
  lost: 'error',
};

export function LeadStageChip({ stage }: { stage: LeadStage }) {
  const { stage: label } = useLeadWords();
  return <Chip size="small" label={label(stage)} color={colours[stage]} variant={stage === 'contacted' ? 'outlined' : 'filled'} data-stage={stage} />;
}
